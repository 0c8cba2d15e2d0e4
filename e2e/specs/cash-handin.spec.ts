// Issue 25, gap 2 (decision 039): the cash a captain holds is what they collected on the cash orders
// they delivered, less what they handed in. A captain delivers a cash order at Kusum Kathi Corner; the
// admin opens the captain's page from the captains' list, sees the cash held rise by the order's
// amount, records a hand-in of all but Rs 50 (twice clicked: one entry) and sees the figure drop; the
// captain's app says what is left to hand in, and the dashboard holds the same figure; the hand-in,
// reversed with a reason, puts the figure back, in the captain's open app too, without a reload.
import type { APIRequestContext, Page } from '@playwright/test';
import { signUpViaApi, type User } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible } from '../support/guest.ts';
import {
  ADMIN_PHONE,
  callAs,
  captainPhone,
  deliveredCashOrder,
  offDuty,
  sessionOf,
  signedIn,
  staffPhone,
} from '../support/people.ts';

// Bablu Ghosh, the third demo captain: no other browser test rides him.
const CAPTAIN = { index: 3, name: 'Bablu Ghosh' };
// Open 11:00 to 23:00; its staff account is the 16th restaurant's.
const RESTAURANT = { id: 16, slug: 'kusum-kathi-corner' };

const paise = (rupees: string) => Math.round(Number(rupees) * 100);
/** "₹1,23,456.50" as the screens group it. */
const inr = (p: number) =>
  `₹${Math.floor(p / 100).toLocaleString('en-IN')}.${String(p % 100).padStart(2, '0')}`;
const held = (page: Page) =>
  page
    .getByRole('term')
    .filter({ hasText: /^Holds now$/ })
    .locator('xpath=following-sibling::dd[1]');

/** The captain takes the order from the kitchen to the customer's door, with the customer's PIN. */
async function deliverCashOrder(request: APIRequestContext, captain: User) {
  const customer = await signUpViaApi(request, 'Sohini Bose');
  const order = await deliveredCashOrder(request, {
    customer,
    captain,
    restaurant: RESTAURANT,
    reason: 'Bablu is at the counter already',
  });
  const details = await callAs<{ data: { total: string } }>(request, customer, 'get-order-details', {
    order_id: order.id,
  });
  return { ...order, cash: paise(details.data.total) };
}

test('an admin records a captain’s cash hand-in, and what the captain holds drops by it', async ({
  person,
  request,
}, info) => {
  test.setTimeout(120_000);
  const shot = (name: string) => `.artifacts/cash-handin-${name}-${info.project.name}.png`;
  const admin = await sessionOf(request, ADMIN_PHONE);
  const captain = await sessionOf(request, captainPhone(CAPTAIN.index));
  const staff = await sessionOf(request, staffPhone(RESTAURANT.id));
  const partner = await callAs<{ data: { restaurants: { slug: string }[] } }>(request, staff, 'partner/me');
  expect(partner.data.restaurants.map((r) => r.slug)).toContain(RESTAURANT.slug);
  await callAs(request, captain, 'captain/duty', { on_duty: true });

  const desk = await person();
  const rider = await person();
  try {
    // What the captain holds before this test's order (other tests on this server may have left some).
    const before = await callAs<{ data: { cash_to_hand_in: string } }>(request, captain, 'captain/me');
    const order = await deliverCashOrder(request, captain);
    const holding = paise(before.data.cash_to_hand_in) + order.cash;

    // The captains' list: the cash each holds, and the way to a captain's page.
    await signedIn(desk, admin);
    await desk.goto('/admin/captains');
    const row = desk.getByRole('row').filter({ hasText: CAPTAIN.name });
    await expect(row).toContainText(inr(holding));
    await row.getByRole('link', { name: CAPTAIN.name }).click();
    await expect(desk.getByRole('heading', { name: CAPTAIN.name, level: 1 })).toBeVisible();
    await expect(held(desk)).toHaveText(inr(holding));
    const delivered = desk.getByRole('table', { name: 'Cash orders delivered' });
    await expect(delivered.getByRole('row').filter({ hasText: order.unique_order_id })).toContainText(
      inr(order.cash),
    );
    await expectAccessible(desk);
    await desk.screenshot({ path: shot('page'), fullPage: true });

    // More than is held is refused on the page, before anything is sent.
    const form = desk.getByRole('form', { name: 'Record a hand-in' });
    const amount = form.getByRole('textbox', { name: 'Amount in rupees' });
    await amount.fill(String((holding + 100) / 100));
    await form.getByRole('button', { name: 'Record hand-in' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      `Not recorded: They hold ${inr(holding)}: a hand-in cannot be more than that.`,
    );
    await expect(amount).toBeFocused();

    // The order's cash but Rs 50 handed in, with a note; a double click is one hand-in.
    const handed = order.cash - 50_00;
    await amount.fill((handed / 100).toFixed(2));
    // The note names the order: this server's other layout hands in its own.
    const note = `Counted at the office, order ${order.unique_order_id}`;
    await form.getByRole('textbox', { name: 'Note (optional)' }).fill(note);
    await form.getByRole('button', { name: 'Record hand-in' }).dblclick();
    const left = holding - handed;
    await expect(desk.getByRole('status').filter({ hasText: 'handed in by' })).toHaveText(
      `${inr(handed)} handed in by ${CAPTAIN.name}. They now hold ${inr(left)}.`,
    );
    await expect(held(desk)).toHaveText(inr(left));
    const handIns = desk.getByRole('table', { name: 'Hand-ins' });
    await expect(handIns.getByRole('row').filter({ hasText: note })).toHaveCount(1);
    await expectAccessible(desk);
    const fits = () => desk.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await desk.screenshot({ path: shot('recorded'), fullPage: true });
    // The smallest phones still sold: nothing scrolls sideways at 320 px either (the spec runs once,
    // on the desktop project, so it sets the width itself).
    await desk.setViewportSize({ width: 320, height: 640 });
    expect(await fits()).toBe(true);
    await desk.screenshot({ path: shot('recorded-320'), fullPage: true });

    // The captain's app says what is left to hand in.
    await signedIn(rider, captain);
    await rider.goto('/captain');
    const you = rider.getByRole('region', { name: 'You' });
    await expect(you).toContainText(`Cash to hand in: ${inr(left)}`);
    await expectAccessible(rider);
    await rider.screenshot({ path: shot('captain-app'), fullPage: true });

    // The dashboard: the captain's row holds the same, beside the cash collected today.
    await desk.goto('/admin/dashboard');
    const cashRow = desk
      .getByRole('table', { name: 'Cash with captains' })
      .getByRole('row')
      .filter({ has: desk.getByRole('rowheader', { name: CAPTAIN.name }) });
    await expect(cashRow).toContainText(inr(left));
    await expect(desk.getByRole('term').filter({ hasText: /^Held now$/ })).toBeVisible();
    expect(await fits()).toBe(true);
    await desk.screenshot({ path: shot('dashboard'), fullPage: true });
    await desk.goto('/admin/captains');
    await expect(desk.getByRole('row').filter({ hasText: CAPTAIN.name })).toContainText(inr(left));
    await desk.screenshot({ path: shot('captains'), fullPage: true });

    // A hand-in recorded by mistake is reversed with a reason, never edited: the figure goes back up.
    await desk.getByRole('row').filter({ hasText: CAPTAIN.name }).getByRole('link').click();
    const entry = desk.getByRole('table', { name: 'Hand-ins' }).getByRole('row').filter({ hasText: note });
    await entry.getByRole('button', { name: /^Reverse hand-in #\d+$/ }).click();
    const dialog = desk.getByRole('dialog', { name: /^Reverse hand-in #\d+\?$/ });
    await dialog.getByRole('textbox', { name: /^Reason/ }).fill('Counted twice: the captain still has it');
    await expectAccessible(desk);
    await dialog.getByRole('button', { name: 'Reverse', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(desk.getByRole('status').filter({ hasText: 'is reversed' })).toHaveText(
      new RegExp(
        `^Hand-in #\\d+ of ${inr(handed).replace('.', '\\.')} is reversed\\. They now hold ${inr(holding).replace('.', '\\.')}\\.$`,
      ),
    );
    await expect(held(desk)).toHaveText(inr(holding));
    await expect(entry).toContainText('Reversed by #');
    await expect(entry.getByRole('button', { name: /^Reverse/ })).toHaveCount(0);
    // The captain's app, open all along, hears of the reversal on its stream: the cash is back there
    // without a reload, within two seconds.
    await expect(you).toContainText(`Cash to hand in: ${inr(holding)}`, { timeout: 2_000 });
  } finally {
    await offDuty(request, captain);
  }
});
