// Issue 31's back office (the catalog, people and settings) and issue 25's (orders, customers, goodwill,
// the numbers), as the demo city's admin and, for the screens support uses, its support agent; and the
// restaurant's own menu editor in /partner.
import { expect, type Page, test } from '@playwright/test';
import { signUpViaApi, type User } from '../support/accounts.ts';
import { callAs, placeOrderViaApi, staffPhone } from '../support/people.ts';
import { advanceClock, atWidths, session } from './shots.ts';

const ADMIN = '8000000001';
const SUPPORT = '8000000002';
const AMINIA = { id: 1, slug: 'aminia-darbar', name: 'Aminia Darbar', dish: 'Kolkata Chicken Biryani' };
const CAPTAIN = 'Sukanta Mondal';

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** Opens a back-office address and waits for its title. */
async function open(page: Page, path: string, title: string | RegExp) {
  await page.goto(path);
  await expect(h1(page, title)).toBeVisible();
}

/** What the order and customer screens show: a customer with an order cooking and goodwill waiting. */
async function aDayAtTheDesk(page: Page) {
  const customer = await signUpViaApi(page.request, 'Ritika Basu');
  await callAs(page.request, customer, 'save-address', {
    latitude: 22.5526,
    longitude: 88.3525,
    address: 'Park Street, Central Kolkata',
    house: 'Flat 4B, 12 Park Street',
    landmark: '',
    tag: 'HOME',
  });
  const order = await placeOrderViaApi(page.request, customer, {
    slug: AMINIA.slug,
    dishes: [[AMINIA.dish, 1]],
    method: 'COD',
    comment: 'Ring the bell twice.',
  });
  const staff = await session(page.request, staffPhone(AMINIA.id));
  await callAs(page.request, staff, `partner/orders/${order.id}/accept`, { preparation_min: 20 });
  // Over the support agent's daily cap: it waits for an admin's approval on the Goodwill screen.
  const agent = await session(page.request, SUPPORT);
  await callAs(page.request, agent, `admin/customers/${customer.id}/credit`, {
    amount: 5000,
    reason: 'Three cold orders in a row; sorry',
  });
  return { customer, order, staff };
}

test.describe('as the admin', () => {
  let admin: User;
  test.beforeEach(async ({ request }) => {
    admin = await session(request, ADMIN);
  });

  test('restaurants: the list, a new one, details, hours and staff', async ({ browser }) => {
    await atWidths(browser, { user: admin, located: false }, async (page, shot) => {
      await open(page, '/admin/restaurants', 'Restaurants');
      await expect(page.getByRole('row').filter({ hasText: AMINIA.name }).first()).toBeVisible();
      await shot('admin-restaurants');
      await open(page, '/admin/restaurants/new', 'New restaurant');
      await shot('admin-restaurant-new');
      await open(page, `/admin/restaurants/${AMINIA.id}`, AMINIA.name);
      await shot('admin-restaurant-details');
      await open(page, `/admin/restaurants/${AMINIA.id}/hours`, AMINIA.name);
      await expect(page.getByRole('group', { name: 'Monday, window 1' })).toBeVisible();
      await shot('admin-restaurant-hours');
      await open(page, `/admin/restaurants/${AMINIA.id}/staff`, AMINIA.name);
      await expect(page.getByRole('region', { name: 'Invite to the console' })).toBeVisible();
      await shot('admin-restaurant-staff');
    });
  });

  test('the menu editor and its dish dialog', async ({ browser }) => {
    await atWidths(browser, { user: admin, located: false }, async (page, shot) => {
      await open(page, `/admin/restaurants/${AMINIA.id}/menu`, `Edit menu: ${AMINIA.name}`);
      await shot('admin-menu-editor');
      await page.getByRole('button', { name: `Edit ${AMINIA.dish}` }).click();
      await expect(page.getByRole('dialog', { name: `Edit ${AMINIA.dish}` })).toBeVisible();
      await shot('admin-menu-dish-dialog', { fullPage: false });
    });
  });

  test('coupons: the list, a new one, one to edit', async ({ browser, request }) => {
    const coupons = (
      await callAs<{ data: Array<{ id: number; code: string }> }>(request, admin, 'admin/coupons')
    ).data;
    const welcome = coupons.find((c) => c.code === 'WELCOME50')!;
    await atWidths(browser, { user: admin, located: false }, async (page, shot) => {
      await open(page, '/admin/coupons', 'Coupons');
      await shot('admin-coupons');
      await open(page, '/admin/coupons/new', 'New coupon');
      await shot('admin-coupon-new');
      await open(page, `/admin/coupons/${welcome.id}`, 'WELCOME50');
      await shot('admin-coupon-edit');
    });
  });

  test('captains: the list and map, onboarding, suspend and photo dialogs', async ({ browser }) => {
    await atWidths(browser, { user: admin, located: false }, async (page, shot) => {
      await open(page, '/admin/captains', 'Captains');
      await expect(page.getByRole('row').filter({ hasText: CAPTAIN })).toBeVisible();
      await shot('admin-captains');
      // Onboarding refused: what each field says.
      const onboard = page.getByRole('region', { name: 'Onboard a captain' });
      await onboard.getByRole('textbox', { name: 'Mobile number' }).fill('12345');
      await onboard.getByRole('button', { name: 'Onboard' }).click();
      await onboard.scrollIntoViewIfNeeded();
      await shot('admin-captains-onboard-refused', { fullPage: false });
      await page.reload();
      await expect(h1(page, 'Captains')).toBeVisible();
      await page.getByRole('button', { name: `Suspend ${CAPTAIN}` }).click();
      const suspend = page.getByRole('dialog', { name: `Suspend ${CAPTAIN}?` });
      await expect(suspend).toBeVisible();
      await shot('admin-captain-suspend-dialog', { fullPage: false });
      await suspend.getByRole('button', { name: 'Keep on' }).click();
      await page.getByRole('button', { name: `Photo of ${CAPTAIN}` }).click();
      const photo = page.getByRole('dialog', { name: `Photo of ${CAPTAIN}` });
      await expect(photo).toBeVisible();
      await shot('admin-captain-photo-dialog', { fullPage: false });
    });
  });

  test('promo slides: the list and a slide', async ({ browser, request }) => {
    const slides = (
      await callAs<{ data: Array<{ id: number; title: string }> }>(request, admin, 'admin/promo-slides')
    ).data;
    const slide = slides[0]!;
    await atWidths(browser, { user: admin, located: false }, async (page, shot) => {
      await open(page, '/admin/slides', 'Promo slides');
      await shot('admin-slides');
      await open(page, `/admin/slides/${slide.id}`, slide.title);
      await shot('admin-slide');
      await open(page, '/admin/slides/new', 'New slide');
      await shot('admin-slide-new');
    });
  });

  test('settings and operators', async ({ browser }) => {
    await atWidths(browser, { user: admin, located: false }, async (page, shot) => {
      await open(page, '/admin/settings', 'Settings');
      await shot('admin-settings');
      await open(page, '/admin/operators', 'Operators');
      await shot('admin-operators');
    });
  });

  test('orders, an order, customers, goodwill, the dashboard and statements', async ({ browser, page }) => {
    const { customer, order } = await aDayAtTheDesk(page);
    const month = (await advanceClock(page.request, 1)).toISOString().slice(0, 7);
    await atWidths(browser, { user: admin, located: false }, async (p, shot) => {
      await open(p, '/admin/orders', 'Orders');
      await expect(p.getByRole('link', { name: order.unique_order_id })).toBeVisible();
      await shot('admin-orders');
      await open(p, `/admin/orders/${order.id}`, new RegExp(order.unique_order_id));
      await shot('admin-order');
      await open(p, `/admin/customers?phone=${customer.phone}`, 'Customers');
      await expect(p.getByRole('link', { name: customer.name })).toBeVisible();
      await shot('admin-customers');
      await open(p, `/admin/customers/${customer.id}`, customer.name);
      await shot('admin-customer');
      await open(p, '/admin/credits', /Goodwill/);
      await expect(p.getByRole('link', { name: customer.name }).first()).toBeVisible();
      await shot('admin-goodwill');
      await open(p, '/admin/dashboard', 'Dashboard');
      await expect(p.getByTestId('orders-chart').locator('canvas')).toBeVisible();
      await shot('admin-dashboard');
      // This month's, which has the demo city's delivered orders (the screen opens on the last month's).
      await open(p, '/admin/statements', 'Restaurant statements');
      await p.getByLabel('Month', { exact: true }).fill(month);
      await p.getByRole('form', { name: 'Choose a month' }).getByRole('button', { name: 'Show' }).click();
      await expect(p.getByRole('table').first()).toBeVisible();
      await shot('admin-statements');
    });
  });

  test('the audit log, and one change’s details', async ({ browser, request }) => {
    // A change with a before and an after (the tax, and back to the default), on a city that may have
    // none yet.
    const settings = async () =>
      (await callAs<{ data: { version: number } }>(request, admin, 'admin/settings')).data.version;
    await callAs(request, admin, 'admin/settings/update', { version: await settings(), tax_percent: 18 });
    await callAs(request, admin, 'admin/settings/update', { version: await settings(), tax_percent: null });
    await atWidths(browser, { user: admin, located: false }, async (page, shot) => {
      await open(page, '/admin/audit', 'Audit log');
      const entries = page.getByRole('table', { name: 'Changes, newest first' });
      await expect(entries).toBeVisible();
      await shot('admin-audit');
      await entries.getByText('Details').first().click();
      await expect(entries.getByRole('table', { name: 'What changed' }).first()).toBeVisible();
      await shot('admin-audit-details', { fullPage: false });
    });
  });
});

test('the restaurant’s own menu editor in /partner, and its dish dialog', async ({ browser, request }) => {
  const staff = await session(request, staffPhone(AMINIA.id));
  await atWidths(browser, { user: staff, located: false }, async (page, shot) => {
    await open(page, `/partner/menu/${AMINIA.id}`, `Edit menu: ${AMINIA.name}`);
    await shot('partner-menu-editor');
    await page.getByRole('button', { name: `Edit ${AMINIA.dish}` }).click();
    await expect(page.getByRole('dialog', { name: `Edit ${AMINIA.dish}` })).toBeVisible();
    await shot('partner-menu-dish-dialog', { fullPage: false });
  });
});

test.describe('as the support agent', () => {
  let agent: User;
  test.beforeEach(async ({ request }) => {
    agent = await session(request, SUPPORT);
  });

  test('the day’s work: orders, an order, a customer, goodwill, the dashboard', async ({ browser, page }) => {
    const { customer, order } = await aDayAtTheDesk(page);
    await atWidths(browser, { user: agent, located: false }, async (p, shot) => {
      await open(p, '/admin/orders', 'Orders');
      await shot('support-orders');
      await open(p, `/admin/orders/${order.id}`, new RegExp(order.unique_order_id));
      await shot('support-order');
      await open(p, `/admin/customers/${customer.id}`, customer.name);
      await shot('support-customer');
      await open(p, '/admin/credits', /Goodwill/);
      await shot('support-goodwill');
      await open(p, '/admin/dashboard', 'Dashboard');
      await shot('support-dashboard');
    });
  });

  test('the captains and the audit log; the catalog’s and the settings’ addresses are for admins', async ({
    browser,
  }) => {
    await atWidths(browser, { user: agent, located: false }, async (p, shot) => {
      await open(p, '/admin/captains', 'Captains');
      await shot('support-captains');
      await open(p, '/admin/audit', 'Audit log');
      await shot('support-audit');
      for (const path of [
        '/admin/restaurants',
        `/admin/restaurants/${AMINIA.id}`,
        '/admin/coupons',
        '/admin/settings',
      ]) {
        await open(p, path, 'For admins');
      }
      await shot('support-for-admins');
    });
  });
});
