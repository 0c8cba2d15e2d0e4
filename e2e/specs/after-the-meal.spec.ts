// After the meal (issue 26): the customer whose order was delivered is asked for a rating on the list,
// rates it with chips and a comment, sees it on the restaurant's ratings page, and the restaurant's
// figure and count on the list move with it, without any restart. The order's own page keeps the
// rating, changeable for 24 hours.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { actAs, signUpViaApi, type User } from '../support/accounts.ts';
import { expectAccessible, PARK_STREET } from '../support/guest.ts';
import { callAs, captainPhone, deliveredCashOrder, sessionOf } from '../support/people.ts';

/** Used by no other customer journey (the cash hand-in's desk test orders here, for another captain). */
const RESTAURANT = { id: 16, slug: 'kusum-kathi-corner', name: 'Kusum Kathi Corner' };
const CAPTAIN = { index: 5 };

interface Listed {
  id: number;
  slug: string;
  rating: number;
  rating_count: number;
}
async function listed(request: APIRequestContext): Promise<Listed> {
  const res = await request.post('/api/get-delivery-restaurants', {
    data: { latitude: Number(PARK_STREET.lat), longitude: Number(PARK_STREET.lng) },
  });
  return ((await res.json()) as Listed[]).find((r) => r.slug === RESTAURANT.slug)!;
}

/** An order of the customer's from the kitchen to their door, with their PIN (through the API). */
async function deliveredOrder(request: APIRequestContext, customer: User) {
  const captain = await sessionOf(request, captainPhone(CAPTAIN.index));
  await callAs(request, captain, 'captain/duty', { on_duty: true });
  try {
    return await deliveredCashOrder(request, {
      customer,
      captain,
      restaurant: RESTAURANT,
      reason: 'The rider at the counter takes it',
    });
  } finally {
    await callAs(request, captain, 'captain/duty', { on_duty: false }).catch(() => undefined);
  }
}

test('a customer rates a delivered order from the list; the ratings page and the list show it at once', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const customer = await signUpViaApi(request, 'Ritoban Ghosh');
  const order = await deliveredOrder(request, customer);
  const before = await listed(request);

  await actAs(page, customer);
  await page.goto('/restaurants');
  const prompt = page.getByRole('region', { name: `How was your order from ${RESTAURANT.name}?` });
  await expect(prompt).toBeVisible();
  await expectAccessible(page);
  await prompt.getByRole('button', { name: '1 star' }).click();

  const sheet = page.getByRole('dialog', { name: 'Rate your order' });
  await expect(sheet.getByRole('radio', { name: '1 star: Terrible' })).toBeChecked();
  // One star offers what went wrong, never the chips of a good meal.
  await expect(sheet.getByRole('button', { name: 'Tasty' })).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Cold food' }).click();
  await sheet.getByRole('button', { name: 'Too oily' }).click();
  await sheet
    .getByRole('textbox', { name: 'Anything else? (optional)' })
    .fill('The rolls were cold and soggy.');
  await sheet.getByRole('button', { name: 'Good', exact: true }).click();
  await expectAccessible(page);
  await sheet.getByRole('button', { name: 'Submit rating' }).click();
  await expect(page.getByText('Thanks! Your rating helps others choose.')).toBeVisible();
  await expect(sheet).toBeHidden();

  // The list: the restaurant's figure is the new Bayesian average, and it counts one rating more.
  const after = await listed(request);
  expect(after.rating_count).toBe(before.rating_count + 1);
  expect(after.rating).toBeLessThan(before.rating);
  await page.reload();
  const card = page.getByRole('link', { name: new RegExp(RESTAURANT.name) });
  await expect(card).toContainText(after.rating.toFixed(1));
  // Rated: the list asks no more.
  await expect(page.getByRole('region', { name: /How was your order/ })).toHaveCount(0);

  // The ratings page shows it first: the name, one star, the chips and the words.
  await page.goto(`/restaurantRatings/${RESTAURANT.id}`);
  const first = page.getByRole('listitem').filter({ hasText: 'Ritoban Ghosh' }).first();
  await expect(first).toContainText('The rolls were cold and soggy.');
  await expect(first.getByRole('img', { name: 'Rated 1 out of 5' })).toBeVisible();
  await expect(first.getByRole('list', { name: 'Tags' })).toContainText('Cold food');
  await expect(first.getByRole('list', { name: 'Tags' })).toContainText('Too oily');

  // The order's page keeps the rating, and it may be changed for 24 hours.
  await page.goto(`/orderDetails/${order.id}`);
  const thanks = page.getByRole('region', { name: `Thanks for rating ${RESTAURANT.name}` });
  await expect(thanks).toBeVisible();
  await expect(thanks.getByRole('img', { name: 'You rated it 1 out of 5' })).toBeVisible();
  await thanks.getByRole('button', { name: 'Change rating' }).click();
  const form = page.getByRole('form', { name: `How was your food from ${RESTAURANT.name}?` });
  await form.getByRole('radio', { name: '2 stars: Bad' }).check({ force: true });
  await form.getByRole('button', { name: 'Update rating' }).click();
  await expect(
    page.getByRole('region', { name: `Thanks for rating ${RESTAURANT.name}` }).getByRole('img'),
  ).toHaveAccessibleName('You rated it 2 out of 5');
  expect((await listed(request)).rating_count).toBe(before.rating_count + 1);
});
