// Issue 25, the numbers (decisions 036, 037): the admin opens the dashboard and sees today's figures
// move by an order this test places (count and GMV), drawn on a chart; then downloads a restaurant's
// monthly statement as a CSV file whose total is the one on screen.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signUpViaApi } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible } from '../support/guest.ts';
import { callAs, placeOrderViaApi } from '../support/people.ts';

/** Screenshots to look at, in e2e/.artifacts whichever folder the run starts in. */
const shot = (name: string) => new URL(`../.artifacts/${name}.png`, import.meta.url).pathname;
const RESTAURANT = { slug: 'park-street-peter-s-grill', dish: 'Fish Orly' };

interface Dashboard {
  from: string;
  orders: { placed: number };
  money: { gmv: string } | null;
}
interface Statements {
  month: string;
  due_date: string;
  restaurants: { restaurant_id: number; name: string; payable: string }[];
}

const paise = (rupees: string) => Math.round(Number(rupees) * 100);
/** "₹1,23,456.50" as the screen groups it. */
const inr = (p: number) =>
  `${p < 0 ? '-' : ''}₹${Math.floor(Math.abs(p) / 100).toLocaleString('en-IN')}.${String(Math.abs(p) % 100).padStart(2, '0')}`;
const figure = (page: Page, label: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('the admin sees an order of this test on the dashboard and its chart, and downloads a statement as CSV', async ({
  page,
  request,
  login,
}, info) => {
  test.slow(); // a login, an order, two screens and a download
  const admin = await login.admin();
  const asAdmin = async <T>(path: string) => {
    const res = await request.get(`/api/${path}`, {
      headers: { authorization: `Bearer ${admin.auth_token}` },
    });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { data: T }).data;
  };
  const before = await asAdmin<Dashboard>('admin/dashboard');
  const customer = await signUpViaApi(request, 'Dipa Mondal');
  const order = await placeOrderViaApi(request, customer, {
    slug: RESTAURANT.slug,
    dishes: [[RESTAURANT.dish, 1]],
    method: 'COD',
  });
  const details = await callAs<{ data: { total: string } }>(request, customer, 'get-order-details', {
    order_id: order.id,
  });
  const total = paise(details.data.total);

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(figure(page, 'Orders placed')).toHaveText(String(before.orders.placed + 1));
  await expect(figure(page, 'GMV')).toContainText(inr(paise(before.money?.gmv ?? '0') + total));
  await expect(page.getByTestId('orders-chart').locator('canvas')).toBeVisible();
  await expect(page.getByText(/orders?; the busiest hour was/)).toBeVisible();
  // Nothing scrolls sideways, at 390 px either.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: shot(`dashboard-${info.project.name}`), fullPage: true });
  await expectAccessible(page);

  // The demo city's delivered orders are of the server's current month (the last one has none).
  const month = before.from.slice(0, 7);
  const list = await asAdmin<Statements>(`admin/statements?month=${month}`);
  const first = list.restaurants[0];
  if (!first) throw new Error(`the demo city has no statement for ${list.month}`);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Statements' })
    .click();
  await expect(page.getByRole('heading', { name: 'Restaurant statements' })).toBeVisible();
  await page.getByLabel('Month', { exact: true }).fill(month);
  await page.getByRole('form', { name: 'Choose a month' }).getByRole('button', { name: 'Show' }).click();
  const dueText = new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${list.due_date}T00:00:00Z`));
  await expect(page.getByText(`due by ${dueText}`)).toBeVisible();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: first.name, exact: true }) });
  await expect(row).toContainText(inr(paise(first.payable)));
  await page.screenshot({ path: shot(`statements-${info.project.name}`), fullPage: true });
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download the CSV of/ }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^khabar-statement-[a-z0-9-]+-${list.month}\\.csv$`));
  const text = readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '');
  const lines = text.split('\r\n');
  expect(lines[1]).toBe(`Month,${list.month}`);
  expect(
    lines
      .find((l) => l.startsWith('Total,'))
      ?.split(',')
      .at(-1),
  ).toBe(first.payable);
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded khabar-statement-' })).toBeVisible();
  // No order of this test stays open on the boards of the next tests on this server.
  await callAs(request, customer, 'cancel-order', { order_id: order.id });
});
