// Ratings after the meal (issue 26), at the desks: a customer rates a pickup at Aminia Darbar with a
// comment; Aminia's staff replies in the console's Ratings tab; a support agent hides the comment in the
// back office; the customer's public ratings page shows the stars, "Comment hidden by Khabar" and the
// restaurant's reply, and no longer the words.
import { actAs, logInViaApi, reviewerPhone } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible } from '../support/guest.ts';
import { collectedPickup } from '../support/people.ts';

const AMINIA = { id: 1, slug: 'aminia-darbar' };

test('the restaurant replies to a rating and support hides its comment; the public page shows both', async ({
  person,
  login,
  request,
}, info) => {
  // A collected pickup of a seeded reviewer (paid from their wallet: pickups take no cash), rated with a
  // comment: made through the API. Slot 30 is this test's alone.
  const customer = await logInViaApi(request, reviewerPhone(30, info.retry));
  const who = customer.name;
  const order = await collectedPickup(request, customer, {
    restaurant: AMINIA,
    dishes: [['Kolkata Chicken Biryani', 1]],
  });
  const comment = `The biryani was cold and the box was torn (order ${order.unique_order_id})`;
  const rated = await request.put(`/api/orders/${order.id}/rating`, {
    headers: { authorization: `Bearer ${customer.auth_token}` },
    data: { rating: 2, tags: [], comment },
  });
  expect(rated.ok(), await rated.text()).toBe(true);
  const reply = 'Sorry about that. We have changed our packing; your next biryani is on us.';

  const desk = await person();
  const phone = await person();

  // The restaurant: the Ratings tab, newest first; one reply, then the box goes and the reply shows.
  await login.staff(AMINIA.id, desk);
  await desk.goto(`/partner/${AMINIA.id}`);
  await desk.getByRole('tab', { name: 'Ratings' }).click();
  await expect(desk.getByText(/^\d\.\d from \d+ ratings?$/)).toBeVisible();
  const card = desk.getByRole('listitem').filter({ hasText: comment });
  await card.getByRole('button', { name: `Reply to ${who}` }).click();
  const box = card.getByRole('textbox', { name: `Your reply to ${who}` });
  await expect(box).toBeFocused();
  await box.fill(reply);
  await expect(card.getByText(`${reply.length} of 500 characters`)).toBeVisible();
  await card.getByRole('button', { name: 'Send' }).click();
  await expect(card.getByText('Reply from the restaurant')).toBeVisible();
  await expect(card.getByText(reply)).toBeVisible();
  await expect(card.getByRole('button', { name: /^Reply/ })).toHaveCount(0);
  await expectAccessible(desk);

  // Support: the back office's Ratings, the comment hidden with a reason; its words stay, marked.
  await login.agent(desk);
  await desk.goto('/admin/ratings');
  const row = desk.getByRole('listitem').filter({ hasText: comment });
  // Newest first, a page at a time: the demo seed's ratings are dated by the wall clock, after this
  // test server's clock, so this one may be pages down.
  const more = desk.getByRole('button', { name: 'Show more ratings' });
  const cards = desk.getByRole('list', { name: 'Ratings, newest first' }).locator(':scope > li');
  await expect(cards.first()).toBeVisible();
  for (let page = 0; page < 40 && (await row.count()) === 0; page++) {
    const shown = await cards.count();
    await more.click();
    await expect(cards).not.toHaveCount(shown);
  }
  await expect(row).toContainText('Aminia Darbar');
  await expect(row).toContainText(reply);
  await row.getByRole('button', { name: /^Hide comment/ }).click();
  const dialog = desk.getByRole('dialog', { name: `Hide ${who}'s comment on Aminia Darbar?` });
  await dialog.getByRole('textbox', { name: 'Why (kept in the audit log)' }).fill('Names a member of staff');
  await dialog.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(desk.getByRole('status')).toContainText(`${who}'s comment on Aminia Darbar is hidden`);
  await expect(row).toContainText('Comment hidden by Khabar');
  await expect(row).toContainText(`Hidden: ${comment}`);
  await expect(row.getByRole('button', { name: /^Hide comment/ })).toHaveCount(0);
  await expectAccessible(desk);

  // The customer's public page: the stars and the reply stay, the words are gone.
  await actAs(phone, customer);
  await phone.goto(`/restaurantRatings/${AMINIA.id}`);
  const mine = phone.getByRole('listitem').filter({ hasText: reply });
  await expect(mine).toContainText('Comment hidden by Khabar');
  await expect(mine.getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();
  await expect(phone.getByText(comment)).toHaveCount(0);
  await expectAccessible(phone);
});
