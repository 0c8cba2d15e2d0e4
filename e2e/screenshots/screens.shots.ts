// Every screen a customer meets, in the run's language (SHOTS_LANG: English, Hindi or Bengali; issue
// 28): the landing, the list, a menu and a dish, the map, the cart, coupons, ratings, search, offers,
// help and each legal page, login and sign-up, the account's screens, an order's details and tracking,
// a failed checkout and a page that does not exist. Each walk finds its way by the page's structure,
// never by its words, so the same walk photographs all three languages.
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PHONE, signUpViaApi, type User } from '../support/accounts.ts';
import { callAs, placeOrderViaApi } from '../support/people.ts';
import { atWidths, session, visit } from './shots.ts';

const AMINIA = { slug: 'aminia-darbar', dish: 'Kolkata Chicken Biryani' };

/**
 * Two dishes of Aminia in the cart, by the menu's add buttons. An added dish's button becomes its
 * quantity stepper (the phone's cart bar is not shown on a desk, where the cart is beside the menu).
 */
async function addTwoDishes(page: Page) {
  await page.goto(`/restaurantDetail/${AMINIA.slug}`);
  await page.locator('button[data-add]').first().click();
  await expect(page.locator('main li [role="group"]').first()).toBeVisible();
  await page.locator('button[data-add]').nth(1).click();
}

test('the first screens: landing, list, menu, a dish, the map', async ({ browser }) => {
  await atWidths(browser, { located: false }, async (page, shot) => {
    await page.goto('/');
    await page.locator('h1').first().waitFor();
    await shot('landing');
  });
  await atWidths(browser, {}, async (page, shot) => {
    await visit(page, shot, [
      ['restaurants', '/restaurants', 'main a[href^="/restaurantDetail/"] h3'],
      ['menu', `/restaurantDetail/${AMINIA.slug}`, 'main li h3 button'],
    ]);
    await page.locator('main li h3 button').first().click();
    await page.getByRole('dialog').waitFor();
    await shot('item-sheet', { fullPage: false });
    await visit(page, shot, [['set-location', '/setLocation', '.leaflet-container']]);
    await page.getByRole('combobox').fill('Salt Lake');
    await page.getByRole('option').first().waitFor();
    await shot('set-location-suggestions', { fullPage: false });
  });
});

test('a guest’s cart, coupons, ratings, search and offers', async ({ browser }) => {
  await atWidths(browser, {}, async (page, shot) => {
    await visit(page, shot, [['cart-empty', '/cart', 'h1']]);
    await addTwoDishes(page);
    await visit(page, shot, [
      ['cart', '/cart', '.bill'],
      ['coupons', '/coupons', 'main li h3'],
      ['ratings', '/restaurantRatings/1', 'main li h2'],
      ['search-empty', '/search', 'main p'],
      ['search', '/search?q=biryani', 'main li a'],
      ['search-none', '/search?q=zzqxw', 'main .empty h2'],
      ['offers', '/offers', 'main a[href^="/restaurantDetail/"] h3'],
    ]);
    await page.getByRole('tab').nth(1).click();
    await page.locator('main li h3').first().waitFor();
    await shot('offers-coupons');
  });
});

// Two tests, not one: seventeen screens at three widths, each with axe, outlast a test's three minutes
// on a busy machine.
test('help, the FAQ, the legal index, about and contact', async ({ browser }) => {
  await atWidths(browser, { located: false }, async (page, shot) => {
    await visit(page, shot, [['help', '/help', 'details']]);
    await page.locator('details summary').first().click();
    await shot('help-faq-open');
    await page.getByRole('tab').nth(1).click();
    await shot('help-legal-tab');
    await visit(page, shot, [
      ['legal', '/legal', 'main li a'],
      ['faq', '/faq', 'details'],
      ['about', '/about', 'h2'],
      ['contact', '/contact', 'dl a[href^="mailto:"]:not(:empty)'],
    ]);
  });
});

test('the legal pages, login, sign-up and a page that does not exist', async ({ browser }) => {
  await atWidths(browser, { located: false }, async (page, shot) => {
    await visit(page, shot, [
      ['privacy', '/privacyPolicy', 'h2'],
      ['refunds', '/cancelRefundPolicy', 'h2'],
      ['terms', '/termsAndConditions', 'h2'],
      ['terms-of-use', '/termsOfUse', 'h2'],
      ['payments', '/payments', 'h2'],
      ['payment-gateway', '/paymentGateway', 'h2'],
      ['not-found', '/nowhere', 'h1'],
      ['login', '/login', 'h1'],
      ['signup', '/signup/7000000001', 'h1'],
      ['account-guest', '/account', 'h1'],
    ]);
  });
});

test('the demo customer’s account, cart and a failed payment', async ({ browser, request }) => {
  const demo = await session(request, DEMO_PHONE);
  await atWidths(browser, { user: demo }, async (page, shot) => {
    await visit(page, shot, [
      ['account', '/account', 'main section h1'],
      ['manage-address', '/manageAddress', 'main li h3'],
      ['wallet', '/wallet', 'main li time'],
      ['alerts', '/notifications', 'h1'],
      ['edit-account', '/editAccount', 'h1'],
    ]);
    await addTwoDishes(page);
    await visit(page, shot, [
      ['cart-customer', '/cart', 'main fieldset'],
      ['checkout-failed', '/checkout?payment_failed=order_x', 'h2'],
    ]);
  });
});

test('an order: the list, its details and its tracking', async ({ browser, page }) => {
  const customer: User = await signUpViaApi(page.request, 'Rina Sen');
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
  });
  await atWidths(browser, { user: customer }, async (p, shot) => {
    await visit(p, shot, [
      ['my-orders', '/myOrders', 'main ul li a'],
      ['order-details', `/orderDetails/${order.id}`, '#bill-title'],
      ['live-track', `/liveTrack/${order.id}`, '#track-order-title'],
    ]);
  });
});
