// Five wrong PINs at the counter lock the handover, and the lock ends (issue 24, item 4): the console
// says when the customer gets a new PIN, the customer finds it in their alerts after the cool-down
// (the server's test clock is moved on 10 minutes), and the counter hands the order over with it.
import { actAs, logInViaApi, reviewerPhone } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible } from '../support/guest.ts';
import { advanceServerClock, readyPickup } from '../support/people.ts';

const RESTAURANT = { id: 2, slug: 'park-street-peter-s-grill' };
// Lists on the consoles refresh on their stream's events, or every 5 s without it.
const POLLED = { timeout: 12_000 };

test('a handover locked by five wrong PINs opens again with the new PIN the customer is sent', async ({
  person,
  login,
  page,
  request,
}, info) => {
  test.slow(); // two people, a job after the clock moves, each seen through the console's refresh
  const customer = await logInViaApi(
    request,
    reviewerPhone(info.project.name === 'phone' ? 28 : 29, info.retry),
  );
  const order = await readyPickup(request, customer, {
    restaurant: RESTAURANT,
    dishes: [['Fish Orly', 1]],
  });

  // The PIN the customer has now, so the counter's guesses are surely wrong.
  await actAs(page, customer);
  await page.goto(`/orderDetails/${order.id}`);
  const pinCard = page.getByRole('region', { name: 'Share this PIN at the counter' });
  const oldPin = ((await pinCard.getByText(/^\d{4}$/).textContent()) ?? '').trim();
  const wrong = oldPin === '0000' ? '1111' : '0000';

  const kitchen = await person();
  await login.staff(RESTAURANT.id, kitchen);
  await kitchen.goto(`/partner/${RESTAURANT.id}`);
  const card = kitchen.getByRole('article', { name: new RegExp(order.unique_order_id) });
  await expect(card.getByText('Food is ready for pickup')).toBeVisible(POLLED);
  const pinField = card.getByRole('textbox', { name: "Customer's PIN" });
  const handOver = card.getByRole('button', { name: 'Hand over' });
  for (const left of ['4 tries', '3 tries', '2 tries', '1 try']) {
    await pinField.fill(wrong);
    await handOver.click();
    await expect(card.getByRole('alert')).toHaveText(`Wrong PIN. ${left} left.`);
  }
  await pinField.fill(wrong);
  await handOver.click();
  await expect(card.getByRole('alert')).toHaveText(
    'Too many wrong PINs. The customer gets a new PIN in 10 minutes.',
  );
  await expect(pinField).toBeDisabled();
  await expect(handOver).toBeDisabled();
  await expectAccessible(kitchen);
  await card.screenshot({ path: `.artifacts/pin-lock-${info.project.name}-locked.png` });

  // Ten minutes on: the customer has a new PIN, and the counter's form opens again.
  await advanceServerClock(request, 600);
  await expect(pinField).toBeEnabled(POLLED);
  await expect(card.getByText(/Too many wrong PINs/)).toHaveCount(0);

  await page.goto('/notifications');
  const alert = page.getByRole('listitem').filter({ hasText: 'New delivery PIN' }).filter({
    hasText: order.unique_order_id,
  });
  await expect(alert).toContainText(
    /has a new PIN: \d{4}\. Show it at the counter; the old PIN no longer works\./,
  );
  const pin = /new PIN: (\d{4})/.exec((await alert.textContent()) ?? '')?.[1];
  expect(pin).toMatch(/^\d{4}$/);
  expect(pin).not.toBe(oldPin);
  await page.goto(`/orderDetails/${order.id}`);
  await expect(pinCard).toContainText(pin!);

  await pinField.fill(pin!);
  await handOver.click();
  await expect(card).toHaveCount(0);
});
