// Complaints after the meal (issue 26) in the browser: a customer collects an order, reports a missing
// item with a photo from the order's details on their phone; a support agent at a desk refunds it from
// the Complaints screen (the amount prefilled from the line); the customer's order shows the refund and
// their wallet shows it once, with until when it is valid. (The API tests cover every rule and refusal.)
import type { Page } from '@playwright/test';
import { actAs, signUpViaApi } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible } from '../support/guest.ts';
import { collectedPickup } from '../support/people.ts';
import { drawnPhoto } from '../support/photo.ts';

// Park Street Peter's Grill (seed index 2).
const RESTAURANT = { id: 2, slug: 'park-street-peter-s-grill' };
const DISH = 'Cream of Mushroom Soup';

/** Screenshots at the three widths, to look at (SHOTS=1): CI's runs have no one to look at them. */
async function shoot(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  for (const width of [320, 390, 1366]) {
    await page.setViewportSize({ width, height: width === 1366 ? 768 : 844 });
    await page.screenshot({ path: `/tmp/complaints-${name}-${width}.png`, fullPage: true });
  }
}

test('a customer reports a missing item with a photo; support refunds it; the wallet shows it once', async ({
  person,
  login,
}) => {
  test.setTimeout(90_000);
  const phone = await person({ viewport: { width: 390, height: 844 } });
  const desk = await person({ viewport: { width: 1366, height: 768 } });
  const customer = await signUpViaApi(phone.request, 'Ananya Ghosh');
  const order = await collectedPickup(phone.request, customer, {
    restaurant: RESTAURANT,
    dishes: [[DISH, 2]],
    credit: { amount: 2000, reason: 'Wallet money for the complaints journey' },
  });

  await actAs(phone, customer);
  await phone.goto(`/orderDetails/${order.id}`);
  await phone.getByRole('button', { name: 'Report a problem' }).click();
  const form = phone.getByRole('group', { name: 'What went wrong?' });
  await form.getByRole('radio', { name: 'Missing item' }).check();
  // Sent without choosing the item: said in words, nothing sent.
  await phone.getByRole('button', { name: 'Send report' }).click();
  await expect(phone.getByRole('alert')).toHaveText(
    'Choose the items and how many of each the problem is about.',
  );
  await phone.getByRole('checkbox', { name: DISH }).check();
  await phone.getByRole('combobox', { name: `How many ${DISH}` }).selectOption('1');
  await phone.getByLabel(/^Photo \(optional\)/).setInputFiles({
    name: 'bag.jpg',
    mimeType: 'image/jpeg',
    buffer: await drawnPhoto(phone),
  });
  await phone.getByRole('textbox', { name: 'Comment (optional)' }).fill('Only one soup was in the bag');
  await expectAccessible(phone);
  await shoot(phone, 'report-form');
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.getByRole('button', { name: 'Send report' }).click();
  const reports = phone.getByRole('list', { name: 'Your reports' });
  await expect(reports).toContainText('Support is looking into it');
  await expect(phone.getByRole('button', { name: 'Report a problem' })).toHaveCount(0);

  // The agent refunds it from the Complaints screen: the amount is the line's worth.
  await login.agent(desk);
  await desk.goto('/admin/complaints');
  const card = desk.getByRole('article').filter({ hasText: `#${order.unique_order_id}` });
  await expect(card).toContainText(`1 of 2 x ${DISH}`);
  await expect(card).toContainText('Only one soup was in the bag');
  await card.getByRole('button', { name: 'Show photo' }).click();
  await expect(card.getByRole('img')).toBeVisible();
  const amount = card.getByRole('textbox', { name: /^Refund/ });
  const prefilled = await amount.inputValue();
  expect(Number(prefilled)).toBeGreaterThan(0);
  await expectAccessible(desk);
  await shoot(desk, 'back-office');
  await desk.setViewportSize({ width: 1366, height: 768 });
  await card.getByRole('button', { name: 'Approve refund' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'is refunded into' })).toBeVisible();
  await expect(card).toContainText('Refunded');

  // The customer's order says where the money went; the wallet shows it once.
  await phone.reload();
  await expect(reports).toContainText('refunded to your wallet, valid for 30 days');
  await shoot(phone, 'refunded');
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto('/wallet');
  const transactions = phone.getByRole('list', { name: 'Transactions' });
  await expect(transactions).toContainText(`Refund for order ${order.unique_order_id}`);
  await expect(transactions.getByText(`Refund for order ${order.unique_order_id}`)).toHaveCount(1);
  // Refund credit is valid 30 days (decision 044): the line says until when.
  const refundLine = transactions
    .getByRole('listitem')
    .filter({ hasText: `Refund for order ${order.unique_order_id}` });
  await expect(refundLine).toContainText(/Valid till \d{1,2} [A-Z][a-z]{2} \d{4}/);
  await shoot(phone, 'wallet');
});
