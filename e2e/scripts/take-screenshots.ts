// Screenshots of each screen at small phone (320x640), phone (390x844) and desktop (1366x768) size, for a human to look at:
//   npm start  (in another terminal), then  npx tsx e2e/scripts/take-screenshots.ts [baseURL]
// Files land in e2e/.artifacts/screenshots/ (ignored by git).
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { logIn } from './log-in.ts';

const base = process.argv[2] ?? 'http://localhost:3000';
const out = new URL('../.artifacts/screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });

const PARK_STREET = { userLat: '22.5526', userLng: '88.3525', address: 'Park Street, Central Kolkata' };

import type { Page } from 'playwright-core';

const addTwoDishes = async (page: Page) => {
  await page.goto(`${base}/restaurantDetail/aminia-darbar`);
  await page.getByRole('button', { name: /^Add / }).first().click();
  await page.getByRole('button', { name: /^Add / }).nth(1).click();
};
const ONLY = process.argv[3]?.split(',');
// The demo customer, logged in once through the development SMS outbox.
let demoUser: unknown = null;
const asDemo = async (page: Page) => {
  // A refused log-in stops the run: it would otherwise photograph the login page in place of every
  // account screen (a second run inside a minute gets no new code).
  demoUser ??= await logIn(base, '9876543210');
  await page.evaluate((u) => localStorage.setItem('user', JSON.stringify(u)), demoUser);
};
const screens: Array<{
  name: string;
  path: string;
  located?: boolean;
  wait: string;
  before?: (page: Page) => Promise<void>;
  after?: (page: Page) => Promise<void>;
}> = [
  { name: 'landing', path: '/', wait: 'h1' },
  { name: 'restaurants', path: '/restaurants', located: true, wait: 'main a[href^="/restaurantDetail/"] h3' },
  {
    name: 'menu',
    path: '/restaurantDetail/aminia-darbar',
    located: true,
    wait: 'main li h3 button',
  },
  {
    name: 'item-sheet',
    path: '/restaurantDetail/aminia-darbar',
    located: true,
    wait: 'main li h3 button',
    after: async (page) => {
      await page.getByRole('main').getByRole('button', { name: 'Butter Naan' }).first().click();
      await page.getByRole('dialog', { name: 'Butter Naan' }).waitFor();
    },
  },
  { name: 'set-location', path: '/setLocation', located: true, wait: '.leaflet-container' },
  { name: 'cart-empty', path: '/cart', located: true, wait: 'h1' },
  { name: 'cart', path: '/cart', located: true, wait: '.bill', before: addTwoDishes },
  { name: 'coupons', path: '/coupons', located: true, wait: 'main li h3', before: addTwoDishes },
  { name: 'ratings', path: '/restaurantRatings/1', wait: 'main li h2' },
  { name: 'search', path: '/search?q=biryani', located: true, wait: 'main li a' },
  { name: 'offers', path: '/offers', located: true, wait: 'main a[href^="/restaurantDetail/"] h3' },
  {
    name: 'offers-coupons',
    path: '/offers',
    located: true,
    wait: 'main a[href^="/restaurantDetail/"] h3',
    after: async (page) => {
      await page.getByRole('tab', { name: 'Payment offers/Coupons' }).click();
      await page.waitForSelector('main li h3');
    },
  },
  { name: 'help', path: '/help', wait: 'h1' },
  { name: 'legal', path: '/legal', wait: 'h1' },
  { name: 'faq', path: '/faq', wait: 'details' },
  { name: 'about', path: '/about', wait: 'h1' },
  { name: 'contact', path: '/contact', wait: 'dl' },
  { name: 'privacy', path: '/privacyPolicy', wait: 'h2' },
  { name: 'refunds', path: '/cancelRefundPolicy', wait: 'h2' },
  { name: 'terms', path: '/termsAndConditions', wait: 'h2' },
  { name: 'terms-of-use', path: '/termsOfUse', wait: 'h2' },
  { name: 'payments', path: '/payments', wait: 'h2' },
  { name: 'payment-gateway', path: '/paymentGateway', wait: 'h2' },
  { name: 'login', path: '/login', wait: 'h1' },
  { name: 'signup', path: '/signup/7000000001', wait: 'h1' },
  { name: 'account-guest', path: '/account', wait: 'h1' },
  { name: 'account', path: '/account', located: true, wait: 'main section h1', before: asDemo },
  { name: 'manage-address', path: '/manageAddress', wait: 'main li h3', before: asDemo },
  { name: 'wallet', path: '/wallet', wait: 'main li time', before: asDemo },
  { name: 'alerts', path: '/notifications', wait: 'h1', before: asDemo },
  { name: 'edit-account', path: '/editAccount', wait: 'h1', before: asDemo },
  {
    name: 'cart-customer',
    path: '/cart',
    located: true,
    wait: 'main fieldset',
    before: async (page) => {
      await asDemo(page);
      await addTwoDishes(page);
    },
  },
  { name: 'my-orders', path: '/myOrders', wait: 'main ul[aria-label="Your orders"] img', before: asDemo },
  {
    name: 'order-details',
    path: '/myOrders',
    wait: 'main ul[aria-label="Your orders"] img',
    before: asDemo,
    after: async (page) => {
      await page.getByRole('list', { name: 'Your orders' }).getByRole('link').first().click();
      await page.waitForSelector('#bill-title');
    },
  },
  {
    name: 'live-track',
    path: '/myOrders',
    wait: 'main ul[aria-label="Your orders"] img',
    before: asDemo,
    after: async (page) => {
      await page
        .getByRole('list', { name: 'Your orders' })
        .getByRole('link')
        .filter({ hasText: /on the way/i })
        .first()
        .click();
      await page.getByRole('link', { name: 'TRACK' }).click();
      await page.getByRole('heading', { name: 'Progress' }).waitFor();
      await page.getByRole('region', { name: /^Map of the restaurant/ }).waitFor();
      await page.waitForTimeout(500);
    },
  },
  { name: 'checkout-failed', path: '/checkout?payment_failed=order_x', wait: 'h2', before: asDemo },
  { name: 'not-found', path: '/nowhere', wait: 'h1' },
];

/**
 * Elements past the screen's right edge that nothing clips: what a person would see cut off. A string,
 * because tsx names inner functions with a helper the page does not have.
 */
const overflowingElements = `(() => {
  const found = [];
  for (const el of document.querySelectorAll('body *')) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.right <= window.innerWidth + 1) continue;
    let clipped = false;
    for (let e = el.parentElement; e && !clipped; e = e.parentElement) clipped = getComputedStyle(e).overflowX !== 'visible';
    if (!clipped) found.push(el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + ' (' + Math.round(box.right) + ' px)');
  }
  return found.slice(0, 5);
})()`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const [size, viewport] of [
  ['small', { width: 320, height: 640 }],
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 768 }],
] as const) {
  const context = await browser.newContext({ viewport, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
  const page = await context.newPage();
  for (const s of screens.filter((x) => !ONLY || ONLY.includes(x.name))) {
    await page.goto(`${base}/`);
    await page.evaluate(
      ([loc, located]) => {
        localStorage.clear();
        if (located) for (const [k, v] of Object.entries(loc)) localStorage.setItem(k, v);
      },
      [PARK_STREET, Boolean(s.located)] as const,
    );
    if (s.before) await s.before(page);
    await page.goto(`${base}${s.path}`);
    await page.waitForSelector(s.wait);
    await page.waitForLoadState('networkidle');
    if (s.after) await s.after(page);
    await page.screenshot({ path: `${out}${s.name}-${size}.png` });
    console.log(`${out}${s.name}-${size}.png`);
    const overflowing: string[] = await page.evaluate(overflowingElements);
    if (overflowing.length) console.warn(`  sticks out of the screen: ${overflowing.join(', ')}`);
  }
  await context.close();
}
await browser.close();
