// Issue 31's back office (the catalog, people and settings) and issue 25's (orders, customers, goodwill,
// the numbers), as the demo city's admin and, for the screens support uses, its support agent. The
// restaurant's own menu editor in /partner is in consoles.shots.ts, in the run's language.
import { expect, type Page, test } from '@playwright/test';
import { signUpViaApi, type User } from '../support/accounts.ts';
import { callAs, placeOrderViaApi, staffPhone } from '../support/people.ts';
import { advanceClock, atWidths, session, visit } from './shots.ts';

const ADMIN = '8000000001';
const SUPPORT = '8000000002';
const AMINIA = { id: 1, slug: 'aminia-darbar', name: 'Aminia Darbar', dish: 'Kolkata Chicken Biryani' };
const CAPTAIN = 'Sukanta Mondal';

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
/** A stop's sign of having loaded: its title (the back office runs in English only). */
const titled = (name: string | RegExp) => (page: Page) => h1(page, name);

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
      const restaurant = `/admin/restaurants/${AMINIA.id}`;
      await visit(page, shot, [
        [
          'admin-restaurants',
          '/admin/restaurants',
          (p) => p.getByRole('row').filter({ hasText: AMINIA.name }),
        ],
        ['admin-restaurant-new', '/admin/restaurants/new', titled('New restaurant')],
        ['admin-restaurant-details', restaurant, titled(AMINIA.name)],
        [
          'admin-restaurant-hours',
          `${restaurant}/hours`,
          (p) => p.getByRole('group', { name: 'Monday, window 1' }),
        ],
        [
          'admin-restaurant-staff',
          `${restaurant}/staff`,
          (p) => p.getByRole('region', { name: 'Invite to the console' }),
        ],
      ]);
    });
  });

  test('the menu editor and its dish dialog', async ({ browser }) => {
    await atWidths(browser, { user: admin, located: false }, async (page, shot) => {
      await visit(page, shot, [
        ['admin-menu-editor', `/admin/restaurants/${AMINIA.id}/menu`, titled(`Edit menu: ${AMINIA.name}`)],
      ]);
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
      await visit(page, shot, [
        ['admin-coupons', '/admin/coupons', titled('Coupons')],
        ['admin-coupon-new', '/admin/coupons/new', titled('New coupon')],
        ['admin-coupon-edit', `/admin/coupons/${welcome.id}`, titled('WELCOME50')],
      ]);
    });
  });

  test('captains: the list and map, onboarding, suspend and photo dialogs', async ({ browser }) => {
    await atWidths(browser, { user: admin, located: false }, async (page, shot) => {
      await visit(page, shot, [
        ['admin-captains', '/admin/captains', (p) => p.getByRole('row').filter({ hasText: CAPTAIN })],
      ]);
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
      await visit(page, shot, [
        ['admin-slides', '/admin/slides', titled('Promo slides')],
        ['admin-slide', `/admin/slides/${slide.id}`, titled(slide.title)],
        ['admin-slide-new', '/admin/slides/new', titled('New slide')],
      ]);
    });
  });

  test('settings and operators', async ({ browser }) => {
    await atWidths(browser, { user: admin, located: false }, async (page, shot) => {
      await visit(page, shot, [
        ['admin-settings', '/admin/settings', titled('Settings')],
        ['admin-operators', '/admin/operators', titled('Operators')],
      ]);
    });
  });

  test('orders, an order, customers, goodwill, the dashboard and statements', async ({ browser, page }) => {
    const { customer, order } = await aDayAtTheDesk(page);
    const month = (await advanceClock(page.request, 1)).toISOString().slice(0, 7);
    await atWidths(browser, { user: admin, located: false }, async (p, shot) => {
      const theCustomer = (page: Page) => page.getByRole('link', { name: customer.name });
      await visit(p, shot, [
        ['admin-orders', '/admin/orders', (page) => page.getByRole('link', { name: order.unique_order_id })],
        ['admin-order', `/admin/orders/${order.id}`, titled(new RegExp(order.unique_order_id))],
        ['admin-customers', `/admin/customers?phone=${customer.phone}`, theCustomer],
        ['admin-customer', `/admin/customers/${customer.id}`, titled(customer.name)],
        ['admin-goodwill', '/admin/credits', theCustomer],
        ['admin-dashboard', '/admin/dashboard', (page) => page.getByTestId('orders-chart').locator('canvas')],
      ]);
      // This month's, which has the demo city's delivered orders (the screen opens on the last month's).
      await p.goto('/admin/statements');
      await expect(h1(p, 'Restaurant statements')).toBeVisible();
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
      const entries = page.getByRole('table', { name: 'Changes, newest first' });
      await visit(page, shot, [['admin-audit', '/admin/audit', () => entries]]);
      await entries.getByText('Details').first().click();
      await expect(entries.getByRole('table', { name: 'What changed' }).first()).toBeVisible();
      await shot('admin-audit-details', { fullPage: false });
    });
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
      await visit(p, shot, [
        ['support-orders', '/admin/orders', titled('Orders')],
        ['support-order', `/admin/orders/${order.id}`, titled(new RegExp(order.unique_order_id))],
        ['support-customer', `/admin/customers/${customer.id}`, titled(customer.name)],
        ['support-goodwill', '/admin/credits', titled(/Goodwill/)],
        ['support-dashboard', '/admin/dashboard', titled('Dashboard')],
      ]);
    });
  });

  test('the captains and the audit log; the catalog’s and the settings’ addresses are for admins', async ({
    browser,
  }) => {
    await atWidths(browser, { user: agent, located: false }, async (p, shot) => {
      await visit(p, shot, [
        ['support-captains', '/admin/captains', titled('Captains')],
        ['support-audit', '/admin/audit', titled('Audit log')],
      ]);
      // Each refused address says so; one picture of the refusal.
      for (const path of [
        '/admin/restaurants',
        `/admin/restaurants/${AMINIA.id}`,
        '/admin/coupons',
        '/admin/settings',
      ]) {
        await p.goto(path);
        await expect(h1(p, 'For admins')).toBeVisible();
      }
      await shot('support-for-admins');
    });
  });
});
