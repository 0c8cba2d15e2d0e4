// Customer support (issue 25, decision 034), with two browsers: a support agent at a desk and a brand-new
// customer on their own. The agent finds the customer by their mobile number, credits goodwill within
// the agent's daily limit, and the customer's wallet shows it; then the agent blocks the account, and
// the customer's next login is refused in plain words.
import { actAs, signUpViaApi } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { expectAccessible } from '../support/guest.ts';
import { AGENT_PHONE, callAs, sessionOf } from '../support/people.ts';

const BLOCKED_MESSAGE =
  'This account is blocked, so it cannot log in or order. Please contact customer support.';

test('a support agent finds a customer by phone, credits goodwill the customer sees, then blocks them; their next login is refused', async ({
  person,
  login,
  request,
}, info) => {
  const customer = await signUpViaApi(request, 'Ritika Basu');
  const desk = await person({ viewport: { width: 1366, height: 768 } });
  const phone = await person();
  await login.agent(desk);
  await actAs(phone, customer);

  // The agent finds the customer by the number they call from, typed as people say it.
  await desk.goto('/admin/customers');
  await desk
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Customers' })
    .click();
  const lookup = desk.getByRole('textbox', { name: 'Mobile number or order number' });
  await lookup.fill(`+91 ${customer.phone.slice(0, 5)} ${customer.phone.slice(5)}`);
  await desk.getByRole('button', { name: 'Find' }).click();
  await desk.getByRole('link', { name: 'Ritika Basu' }).click();
  await expect(desk.getByRole('heading', { name: 'Ritika Basu', level: 1 })).toBeVisible();
  await expect(
    desk.getByRole('region', { name: 'Profile' }).getByText(/You can credit ₹[\d,.]+ more today/),
  ).toBeVisible();
  await expectAccessible(desk);

  // Goodwill within the limit: in the wallet at once.
  await desk.getByRole('button', { name: 'Credit wallet' }).click();
  const dialog = desk.getByRole('dialog', { name: "Credit Ritika Basu's wallet" });
  await dialog.getByRole('textbox', { name: 'Amount in rupees' }).fill('0.001');
  await dialog.getByRole('button', { name: 'Credit' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Enter an amount from ₹0.01');
  await dialog.getByRole('textbox', { name: 'Amount in rupees' }).fill('50');
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Order arrived cold; sorry');
  await dialog.getByRole('button', { name: 'Credit' }).click();
  await expect(
    desk.getByRole('status').filter({ hasText: "₹50.00 is in Ritika Basu's wallet" }),
  ).toBeVisible();
  await expect(desk.getByRole('table', { name: 'Wallet' })).toContainText(
    'Goodwill credit from customer support',
  );
  await desk.screenshot({ path: `.artifacts/support-customer-${info.project.name}.png`, fullPage: true });

  // The customer sees it in their wallet.
  await phone.goto('/wallet');
  await expect(phone.getByText('Wallet balance')).toBeVisible();
  await expect(phone.getByText('₹50.00').first()).toBeVisible();
  await expect(phone.getByRole('list', { name: 'Transactions' })).toContainText(
    'Goodwill credit from customer support',
  );

  // The agent blocks the account, with a reason.
  await desk.getByRole('button', { name: 'Block' }).click();
  const ask = desk.getByRole('dialog', { name: 'Block Ritika Basu?' });
  await ask.getByRole('textbox', { name: /Reason/ }).fill('Abusive to a captain on the phone');
  await ask.getByRole('button', { name: 'Block' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Ritika Basu is blocked' })).toBeVisible();
  await expect(desk.getByRole('button', { name: 'Unblock' })).toBeVisible();

  // The customer's next login is refused, in plain words, and no code field appears.
  await phone.evaluate(() => localStorage.removeItem('user'));
  await phone.goto('/login');
  await phone.getByRole('textbox', { name: 'Mobile number' }).fill(customer.phone);
  await phone.getByRole('button', { name: 'VERIFY' }).click();
  await expect(phone.getByRole('alert').filter({ hasText: BLOCKED_MESSAGE })).toBeVisible();
  await expect(phone.getByRole('textbox', { name: 'One-time code' })).toHaveCount(0);
  await phone.screenshot({ path: `.artifacts/support-blocked-login-${info.project.name}.png` });
});

test('goodwill above the agent’s daily limit waits for an admin, who approves it; the screens fit a 320 px phone', async ({
  page,
  login,
  request,
}, info) => {
  const customer = await signUpViaApi(request, 'Arnab Sen');
  const agent = await sessionOf(request, AGENT_PHONE);
  // Above any day's limit (₹500 by default): a request, whatever the agent credited before.
  const asked = await callAs<{ data: { credit: { status: string } } }>(
    request,
    agent,
    `admin/customers/${customer.id}/credit`,
    { amount: 600, reason: 'Two orders went missing this week' },
  );
  expect(asked.data.credit.status).toBe('pending');

  const narrow = async (name: string) => {
    for (const width of [320, 390, 1366]) {
      await page.setViewportSize({ width, height: width > 800 ? 768 : 844 });
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways, `${name} at ${width} px`).toBeLessThanOrEqual(0);
      if (width !== 320)
        await page.screenshot({
          path: `.artifacts/${name}-${width}-${info.project.name}.png`,
          fullPage: true,
        });
    }
  };

  await login.agent();
  await page.goto(`/admin/customers?phone=${customer.phone}`);
  await expect(page.getByRole('link', { name: 'Arnab Sen' })).toBeVisible();
  await narrow('support-search');
  await page.getByRole('link', { name: 'Arnab Sen' }).click();
  await expect(page.getByRole('table', { name: 'Goodwill' })).toContainText('Waiting for an admin');
  await narrow('support-customer-page');

  await login.admin();
  await page.goto('/admin/credits');
  const row = page.getByRole('row').filter({ hasText: 'Arnab Sen' });
  await expect(row).toContainText('Two orders went missing this week');
  await narrow('support-goodwill-requests');
  await expectAccessible(page);
  await row.getByRole('button', { name: /^Approve/ }).click();
  await expect(
    page.getByRole('status').filter({ hasText: "Approved: ₹600.00 is in Arnab Sen's wallet" }),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Arnab Sen' })).toHaveCount(0);

  // The cap is a setting an admin changes on the settings screen.
  await page.goto('/admin/settings');
  await expect(page.getByRole('textbox', { name: /Goodwill a support agent may credit a day/ })).toHaveValue(
    /^\d+$/,
  );
  await narrow('support-settings');

  await actAs(page, customer);
  await page.goto('/wallet');
  await expect(page.getByRole('list', { name: 'Transactions' })).toContainText(
    'Goodwill credit from customer support',
  );
});

test('a support agent’s back office is the desk’s work: no catalog or settings in the menu or at their addresses', async ({
  page,
  login,
}) => {
  await login.agent();

  // The back office opens at the orders, and its menu holds only what support works with.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link')).toHaveText([
    'Orders',
    'Customers',
    'Complaints',
    'Goodwill',
    'Ratings',
    'Dashboard',
    'Captains',
    'Audit log',
  ]);
  for (const name of ['Restaurants', 'Coupons', 'Promo slides', 'Settings', 'Operators', 'Statements']) {
    await expect(nav.getByRole('link', { name })).toHaveCount(0);
  }

  // An admin's address says so plainly, and the settings are never asked for.
  const settingsCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/admin/settings')) settingsCalls.push(r.url());
  });
  await page.goto('/admin/settings');
  const card = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'For admins' }) });
  await expect(card).toContainText('The business settings are read and changed by admins.');
  await expectAccessible(page);
  await card.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  expect(settingsCalls).toEqual([]);

  // The audit log offers support only the history it works with, and every restaurant to filter by.
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'What changed' }).getByRole('option')).toHaveText([
    'Everything',
    'Orders',
    'Customers',
    'Goodwill credits',
    'Ratings',
  ]);
  await expect(
    page.getByRole('combobox', { name: 'Restaurant' }).getByRole('option', { name: 'Aminia Darbar' }),
  ).toBeAttached();
});
