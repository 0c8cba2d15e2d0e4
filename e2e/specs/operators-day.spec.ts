// Issue 25's day at the support desk, with four people in their own browsers: a customer, a support
// agent and two captains (the restaurant acts through its calls). A captain's app goes silent with an
// order: the order rises on the agent's board as late, and the agent gives it to another captain, who
// delivers it. A second order's PIN is locked by five wrong tries: the agent unlocks it and the
// delivery completes. A third is cancelled by the agent with a refund that the customer's wallet shows
// once. The audit log has the three actions, and the dashboard counts the cancellation by its cause.
import type { Page } from '@playwright/test';
import { actAs, signUpViaApi, type User } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible } from '../support/guest.ts';
import {
  AGENT_PHONE,
  advanceServerClock,
  callAs,
  captainPhone,
  creditWallet,
  offDuty,
  onDutyInTheApp,
  placeOrderViaApi,
  sessionOf,
  signedIn,
  staffPhone,
} from '../support/people.ts';

// Royal Biryani House (seed index 14, open 11 to 23): no other spec orders from it.
const RESTAURANT = { id: 14, slug: 'royal-biryani-house', dish: 'Chicken Tikka' };
// Captains whose own specs leave them off duty with no trip; the silent one and the one who takes over.
const SILENT = { index: 10, name: 'Amit Halder' };
const TAKER = { index: 11, name: 'Sahil Khan', vehicle: 'WB 06 Q 2163' };
const LIVE = { timeout: 12_000 };

/** The captain app on duty, waiting for an order. */
async function onDutyApp(page: Page, captain: User) {
  await onDutyInTheApp(page, captain);
  await expect(page.getByRole('heading', { name: 'Waiting for an order' })).toBeVisible();
}

/** The customer's delivery PIN, as their order page shows it. */
async function pinOf(page: Page, orderId: number): Promise<string> {
  await page.goto(`/orderDetails/${orderId}`);
  const card = page.getByRole('region', { name: 'Share this PIN with your rider' });
  return ((await card.getByText(/^\d{4}$/).textContent()) ?? '').trim();
}

/** One support action from the order's page: the button, the reason (and what else it asks), done. */
async function act(
  desk: Page,
  orderId: number,
  action: { button: string; dialog: string; confirm: string; reason: string },
  extra?: (dialog: ReturnType<Page['getByRole']>) => Promise<unknown>,
) {
  await desk.goto(`/admin/orders/${orderId}`);
  const panel = desk.getByRole('region', { name: 'Support actions' });
  await panel
    .getByRole('list', { name: 'Actions on this order' })
    .getByRole('button', { name: action.button })
    .click();
  const dialog = desk.getByRole('dialog', { name: action.dialog });
  await extra?.(dialog);
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill(action.reason);
  await dialog.getByRole('button', { name: action.confirm }).click();
  await expect(dialog).toBeHidden();
  return panel;
}

test('a support agent’s day: a silent captain’s late order given to another, a locked PIN unlocked, an order cancelled with its refund', async ({
  person,
  request,
}, info) => {
  test.setTimeout(240_000);
  const shot = (name: string) => `.artifacts/operators-day-${name}-${info.project.name}.png`;
  const staff = await sessionOf(request, staffPhone(RESTAURANT.id));
  const agent = await sessionOf(request, AGENT_PHONE);
  const silentCaptain = await sessionOf(request, captainPhone(SILENT.index));
  const taker = await sessionOf(request, captainPhone(TAKER.index));
  const customer = await signUpViaApi(request, 'Mitali Sen');
  // Goodwill from an admin (no daily cap: other specs spend the support agent's) pays the third order.
  await creditWallet(request, customer, { amount: 400, reason: 'Welcome credit for the walk-through' });
  const order = (method: 'COD' | 'WALLET') =>
    placeOrderViaApi(request, customer, { slug: RESTAURANT.slug, dishes: [[RESTAURANT.dish, 1]], method });
  const cook = async (id: number) => {
    await callAs(request, staff, `partner/orders/${id}/accept`, { preparation_min: 10 });
    await callAs(request, staff, `partner/orders/${id}/ready`);
  };

  const shopper = await person();
  const desk = await person();
  const silent = await person();
  const rider = await person();
  try {
    await actAs(shopper, customer);
    await signedIn(desk, agent);

    // ---- 1. The silent captain. He takes the first order, and then his phone dies.
    await onDutyApp(silent, silentCaptain);
    const first = await order('COD');
    await cook(first.id);
    const offer = silent.getByRole('region', { name: 'New delivery offer' });
    await expect(offer).toBeVisible(LIVE);
    await offer.getByRole('button', { name: 'Accept' }).click();
    await expect(silent.getByRole('region', { name: `Order #${first.unique_order_id}` })).toBeVisible();
    await silent.context().close();

    // An hour passes on the server's clock: the order is past its promise, and on top of the board.
    await advanceServerClock(request, 3600);
    await desk.goto(`/admin/orders?restaurant=${RESTAURANT.id}`);
    const firstRow = desk.getByRole('row').filter({ hasText: first.unique_order_id });
    await expect(firstRow).toContainText('Late', LIVE);
    await expect(desk.getByRole('row').nth(1)).toContainText(first.unique_order_id);
    await desk.screenshot({ path: shot('board'), fullPage: true });

    // The agent gives it to a captain who is on duty and free; the silent one is taken off duty.
    await onDutyApp(rider, taker);
    const moved = await act(
      desk,
      first.id,
      {
        button: 'Give to another captain',
        dialog: 'Give the order to another captain?',
        confirm: 'Give to this captain',
        reason: 'Captain Amit is not answering his phone.',
      },
      (dialog) =>
        dialog
          .getByRole('combobox', { name: 'Captain' })
          .selectOption({ label: `${TAKER.name} (${TAKER.vehicle})` }),
    );
    await expect(moved.getByRole('status')).toContainText(TAKER.name);
    await offDuty(request, silentCaptain);

    const trip1 = rider.getByRole('region', { name: `Order #${first.unique_order_id}` });
    await expect(trip1).toBeVisible(LIVE);
    await trip1.getByRole('button', { name: 'Arrived at restaurant' }).click();
    await trip1.getByRole('button', { name: 'Picked up' }).click();
    await expect(trip1.getByText('Food is on the way')).toBeVisible();
    const pin1 = await pinOf(shopper, first.id);
    await trip1.getByRole('textbox', { name: "Customer's delivery PIN" }).fill(pin1);
    await trip1.getByRole('button', { name: 'Deliver' }).click();
    await expect(rider.getByRole('heading', { name: 'Waiting for an order' })).toBeVisible(LIVE);

    // ---- 2. A PIN locked by five wrong tries; the agent unlocks it; the delivery completes.
    const second = await order('COD');
    await cook(second.id);
    const offer2 = rider.getByRole('region', { name: 'New delivery offer' });
    await expect(offer2).toBeVisible(LIVE);
    await offer2.getByRole('button', { name: 'Accept' }).click();
    const trip2 = rider.getByRole('region', { name: `Order #${second.unique_order_id}` });
    await trip2.getByRole('button', { name: 'Arrived at restaurant' }).click();
    await trip2.getByRole('button', { name: 'Picked up' }).click();
    await expect(trip2.getByText('Food is on the way')).toBeVisible();
    const pin2 = await pinOf(shopper, second.id);
    const wrong = String((Number(pin2) + 1) % 10_000).padStart(4, '0');
    for (let i = 0; i < 5; i++) {
      await rider.request.post(`/api/captain/orders/${second.id}/deliver`, {
        headers: { authorization: `Bearer ${taker.auth_token}` },
        data: { pin: wrong },
      });
    }
    const locked = await rider.request.post(`/api/captain/orders/${second.id}/deliver`, {
      headers: { authorization: `Bearer ${taker.auth_token}` },
      data: { pin: pin2 },
    });
    expect(locked.status()).toBe(423);
    const unlocked = await act(desk, second.id, {
      button: 'Unlock PIN',
      dialog: 'Unlock the delivery PIN?',
      confirm: 'Unlock PIN',
      reason: 'The customer misread the PIN to the captain.',
    });
    await expect(unlocked.getByRole('status')).toBeVisible();
    await rider.reload();
    const trip2Again = rider.getByRole('region', { name: `Order #${second.unique_order_id}` });
    await trip2Again.getByRole('textbox', { name: "Customer's delivery PIN" }).fill(pin2);
    await trip2Again.getByRole('button', { name: 'Deliver' }).click();
    await expect(rider.getByRole('heading', { name: 'Waiting for an order' })).toBeVisible(LIVE);
    await offDuty(request, taker);

    // ---- 3. A wallet order cancelled by the agent: the refund reaches the wallet once.
    await shopper.goto('/wallet');
    const balance = shopper.getByRole('region', { name: 'Balance' });
    await expect(balance).toContainText(/₹[\d,]+\.\d\d/);
    const before = (await balance.textContent())?.match(/₹[\d,]+\.\d\d/)?.[0];
    const third = await order('WALLET');
    await callAs(request, staff, `partner/orders/${third.id}/accept`, { preparation_min: 10 });
    const cancelled = await act(
      desk,
      third.id,
      {
        button: 'Cancel order',
        dialog: 'Cancel this order?',
        confirm: 'Cancel order',
        reason: 'The kitchen ran out of chicken and phoned us.',
      },
      (dialog) => dialog.getByRole('combobox', { name: 'Who is at fault' }).selectOption('restaurant'),
    );
    await expect(cancelled.getByRole('status')).toContainText('is back in the customer');
    await shopper.goto('/wallet');
    await expect(balance).toContainText(before ?? 'unknown');
    await expect(
      shopper
        .getByRole('list', { name: 'Transactions' })
        .getByText(`Refund for order ${third.unique_order_id}`),
    ).toHaveCount(1);

    // ---- The audit log has the three actions, each on its order.
    await desk.goto('/admin/audit');
    await desk.getByLabel('What changed').selectOption({ label: 'Orders' });
    for (const [o, what] of [
      [first, /reassign/i],
      [second, /unlock/i],
      [third, /cancel/i],
    ] as const) {
      await expect(
        desk
          .getByRole('row')
          .filter({ hasText: `Order #${o.id}` })
          .filter({ hasText: what }),
      ).toHaveCount(1);
    }
    await expectAccessible(desk);

    // ---- The dashboard counts the cancellation by its cause (support sees no money).
    await desk.goto('/admin/dashboard');
    const causes = desk.getByRole('region', { name: 'Cancellations by cause' });
    await expect(causes).toContainText('Refused by the restaurant');
    await expectAccessible(desk);
    await desk.screenshot({ path: shot('dashboard'), fullPage: true });
  } finally {
    await offDuty(request, silentCaptain).catch(() => undefined);
    await offDuty(request, taker).catch(() => undefined);
  }
});
