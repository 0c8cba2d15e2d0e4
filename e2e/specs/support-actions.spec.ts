// Issue 25's support actions in the browser: a customer pays an order from the wallet; a support agent,
// in a back office of their own, cancels it with who is at fault and a reason; the customer's wallet
// shows the money back once and their order page says cancelled. (The API tests cover every action,
// level and refusal; this proves the panel and the customer's screens agree with them.)
import { actAs, logInViaApi, reviewerPhone } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible } from '../support/guest.ts';
import { AGENT_PHONE, callAs, placeOrderViaApi, sessionOf, signedIn, staffPhone } from '../support/people.ts';

// Park Street Peter's Grill (seed index 2).
const RESTAURANT = { id: 2, slug: 'park-street-peter-s-grill' };

test('a support agent cancels a wallet order with a reason; the customer sees it cancelled and the money back once', async ({
  person,
  request,
}, info) => {
  test.setTimeout(90_000);
  const shot = (name: string) => `.artifacts/support-actions-${name}-${info.project.name}.png`;
  const customer = await logInViaApi(
    request,
    reviewerPhone(info.project.name === 'phone' ? 5 : 6, info.retry),
  );
  const staff = await sessionOf(request, staffPhone(RESTAURANT.id));
  const agent = await sessionOf(request, AGENT_PHONE);

  const shopper = await person();
  const desk = await person();
  // The wallet before the order, as the customer's page shows it.
  await actAs(shopper, customer);
  await shopper.goto('/wallet');
  const balance = shopper.getByRole('region', { name: 'Balance' });
  await expect(balance).toContainText(/₹[\d,]+\.\d\d/);
  const before = (await balance.textContent())?.match(/₹[\d,]+\.\d\d/)?.[0];

  const order = await placeOrderViaApi(request, customer, {
    slug: RESTAURANT.slug,
    dishes: [['Cream of Mushroom Soup', 1]],
    method: 'WALLET',
  });
  await callAs(request, staff, `partner/orders/${order.id}/accept`, { preparation_min: 25 });

  // The agent opens the order's actions: only what a preparing order allows, no admin-only action.
  await signedIn(desk, agent);
  await desk.goto(`/admin/orders/${order.id}`);
  const panel = desk.getByRole('region', { name: 'Support actions' });
  await expect(panel).toContainText(`#${order.unique_order_id}`);
  await expect(panel).toContainText('Preparing Food');
  const actions = panel.getByRole('list', { name: 'Actions on this order' });
  await expect(actions.getByRole('button')).toHaveText([
    'Cancel order',
    'Give to another captain',
    'Offer to next captain',
  ]);
  await expect(panel.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);
  await expectAccessible(desk);
  await desk.screenshot({ path: shot('panel'), fullPage: true });

  // The reason is asked first; an empty one is refused in the dialog, nothing sent.
  await actions.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Who is at fault' }).selectOption('restaurant');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Write the reason in 3 to 500 characters.');
  await dialog
    .getByRole('textbox', { name: /^Reason/ })
    .fill('The restaurant phoned: the kitchen has a gas leak and closed.');
  await expectAccessible(desk);
  await desk.screenshot({ path: shot('dialog') });
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('status')).toHaveText(
    new RegExp(
      `^Order ${order.unique_order_id} is cancelled\\. ₹[\\d.]+ is back in the customer's wallet\\.$`,
    ),
  );
  await expect(panel).toContainText('Cancelled');
  await expect(panel).toContainText('to the wallet: paid back');
  await expect(panel.getByRole('list', { name: 'Actions on this order' })).toHaveCount(0);
  await desk.screenshot({ path: shot('done'), fullPage: true });

  // The customer: the order page says cancelled, the wallet is whole again with one refund.
  await shopper.goto(`/orderDetails/${order.id}`);
  await expect(
    shopper.getByRole('status').filter({ hasText: /^(Order Placed|Preparing|Cancelled)/ }),
  ).toHaveText('Cancelled');
  await expect(shopper.getByRole('list', { name: 'Refunds' })).toContainText(/refunded to your wallet/);
  await shopper.goto('/wallet');
  await expect(balance).toContainText(before ?? 'unknown');
  await expect(
    shopper
      .getByRole('list', { name: 'Transactions' })
      .getByText(`Refund for order ${order.unique_order_id}`),
  ).toHaveCount(1);

  // A second agent acting on the stale screen is told what happened.
  const again = await request.post(`/api/admin/orders/${order.id}/cancel`, {
    headers: { authorization: `Bearer ${agent.auth_token}` },
    data: { reason: 'Trying again', fault: 'platform' },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toBe('This order can no longer be cancelled: it is "Cancelled" now.');
});
