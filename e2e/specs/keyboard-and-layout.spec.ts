import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { atParkStreet, blankPageOfTheApp, expectAccessible, fillCart } from '../support/guest.ts';

// Keyboard, scroll and layout (issue 23, items 14 and 15): the skip links of the menu, the list's
// place kept on the way back, the sandbox payment page on a phone, the payment method kept over a
// reload, the landing page's popular places and the contrast of dimmed dishes.

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : '';
  });

/** Presses `key` until the focused element's name matches, and says how many presses it took. */
async function pressTo(page: Page, key: 'Tab' | 'Shift+Tab', name: RegExp, most: number): Promise<number> {
  for (let presses = 1; presses <= most; presses++) {
    await page.keyboard.press(key);
    if (name.test(await focusedName(page))) return presses;
  }
  throw new Error(`${name} not reached in ${most} presses (last: ${await focusedName(page)})`);
}

test.describe('the menu by keyboard', () => {
  test(
    'Checkout is a few key presses away through the skip link, and so are the categories',
    { tag: '@wide' },
    async ({ page }, info) => {
      test.skip(info.project.name === 'phone', 'the cart panel is the wide layout’s');
      await atParkStreet(page);
      await page.goto('/restaurantDetail/aminia-darbar');
      await expect(page.getByRole('heading', { level: 1, name: 'Aminia Darbar' })).toBeVisible();

      // The first ADD, by keyboard.
      await pressTo(page, 'Tab', /^Add /, 30);
      await page.keyboard.press('Enter');
      const checkout = page.getByRole('complementary', { name: 'Your cart' }).getByRole('link', {
        name: 'Checkout',
      });
      await expect(checkout).toBeVisible();

      // From there to Checkout: back up to the skip link, then into the cart (it was 79 presses on
      // through the dishes).
      const back = await pressTo(page, 'Shift+Tab', /^Skip to cart$/, 20);
      await expect(page.getByRole('link', { name: 'Skip to cart' })).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('complementary', { name: 'Your cart' })).toBeFocused();
      const on = await pressTo(page, 'Tab', /^Checkout$/, 2);
      expect(back + 1 + on).toBeLessThanOrEqual(16);

      // On a new visit to the menu, from the top of the page.
      await page.reload();
      await expect(checkout).toBeVisible();
      const fromTop = await pressTo(page, 'Tab', /^Skip to cart$/, 3);
      await page.keyboard.press('Enter');
      expect(fromTop + 1 + (await pressTo(page, 'Tab', /^Checkout$/, 2))).toBeLessThanOrEqual(5);
      await expect(checkout).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/cart$/);

      // The categories: the skip link after it lands on the Menu button, which lists them.
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Aminia Darbar' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { name: /^Recommended/ })).toBeVisible();
      await pressTo(page, 'Tab', /^Skip to categories$/, 3);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
      await page.keyboard.press('Enter');
      const categories = page.getByRole('dialog', { name: 'Menu' });
      await expect(categories.getByRole('button', { name: /^Recommended/ })).toBeVisible();
      await expectAccessible(page);
    },
  );
});

test.describe('the way back keeps the place', () => {
  // Each starts on the list near Park Street, scrolled 1,500 px down.
  test.beforeEach(async ({ page }, info) => {
    test.skip(info.project.name !== 'phone', 'one layout is enough for the history');
    await atParkStreet(page);
    await page.goto('/restaurants');
    await expect(page.getByRole('heading', { name: /Restaurants near you/ })).toBeVisible();
    // The list comes in parts (decision 062): until the part below is drawn the page may end short of
    // 1,500 px (CI once stopped at 1,466), so the scroll is made again until it holds.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, 1500);
          return window.scrollY;
        }),
      )
      .toBe(1500);
  });

  test('Back from a menu returns to the same place in the list', async ({ page }) => {
    // A short menu (19 dishes): the browser's own restoring, done while it was still on screen, could
    // scroll no further than its end. Tapped where it is, without scrolling the list first.
    const name = 'Lake Town Sweet House';
    const card = page.getByRole('link', { name: new RegExp(name) });
    await card.evaluate((a: HTMLAnchorElement) => a.click());
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 300));

    await page.goBack();
    await expect(page.getByRole('heading', { name: /Restaurants near you/ })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);

    // The menu's own Back arrow, and a new visit to a menu from the top of the list, alike.
    await card.evaluate((a: HTMLAnchorElement) => a.click());
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);

    // A menu reloaded (or a tab the phone put to sleep): the list comes back from the server, and the
    // page goes back to its place once it has.
    await card.evaluate((a: HTMLAnchorElement) => a.click());
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: /Restaurants near you/ })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);

    // Forward to the menu: where it was left (the top); a new page opens at the top.
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    await page.getByRole('link', { name: /^Search for Restaurants Or Dishes/ }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an address typed in the same tab opens at the top; a reload keeps its own place, on the list and on the menu', async ({
    page,
  }) => {
    // Each page below is the first entry of its document (the list was opened by its address). A
    // reload of the list comes back to the same place.
    await page.reload();
    await expect(page.getByRole('heading', { name: /Restaurants near you/ })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);

    // Then a menu's address typed in the bar: a new entry, which opened at the list's old place.
    await page.goto('/restaurantDetail/aminia-darbar');
    await expect(page.getByRole('heading', { level: 1, name: 'Aminia Darbar' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // The menu's header folds once it is scrolled past, and the browser keeps what was in view: the
    // place is where the page settled. A reload comes back to it, fold and all (it was 40 px short).
    await page.evaluate(() => window.scrollTo(0, 200));
    await page.waitForTimeout(300);
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(100);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Aminia Darbar' })).toBeVisible();
    // Within the pixel the restore allows (positions are fractions at two device pixels a point).
    const off = () => page.evaluate((at) => Math.abs(window.scrollY - at), left);
    await expect.poll(off).toBeLessThanOrEqual(1);
    await page.waitForTimeout(300);
    expect(await off()).toBeLessThanOrEqual(1);

    await page.goBack();
    await expect(page.getByRole('heading', { name: /Restaurants near you/ })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
  });
});

test.describe('paying', () => {
  test.beforeEach(async ({ page, login }, info) => {
    test.skip(info.project.name !== 'phone', 'one layout is enough; the page is measured at 390 px');
    await login.newCustomer();
    await fillCart(page, 'aminia-darbar', [['Kolkata Chicken Biryani', 1]]);
  });

  test('the chosen payment method survives a reload', async ({ page }) => {
    const cod = page.getByRole('radio', { name: 'COD' });
    const online = page.getByRole('radio', { name: 'Online' });
    await expect(cod).toBeEnabled();
    await expect(online).toBeChecked();
    await cod.check();
    await expect(page.getByText('Pay the rider in cash')).toBeVisible();
    await page.reload();
    await expect(cod).toBeChecked();
    await expect(online).not.toBeChecked();
    await expect(page.getByRole('button', { name: /^Proceed To Pay/ })).toBeEnabled();
    await online.check();
    await page.reload();
    await expect(online).toBeChecked();
  });

  test('the sandbox payment page fits a phone', async ({ page }) => {
    await page.getByRole('button', { name: /^Proceed To Pay/ }).click();
    await expect(page).toHaveURL(/\/sandbox-pay\/order_sbx_/);
    await expect(page.getByRole('button', { name: /^Pay ₹/ })).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      box: document.querySelector('main')?.getBoundingClientRect().right ?? 0,
    }));
    expect(widths.page).toBeLessThanOrEqual(390);
    expect(widths.box).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Fail payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
  });
});

test.describe('smaller trust gaps', () => {
  test('a popular location is a choice, like a search result', async ({ page }) => {
    await blankPageOfTheApp(page);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/');
    const popular = page.getByRole('list', { name: 'Popular locations' });
    await expect(popular.getByRole('button')).toHaveCount(7);
    await popular.getByRole('button', { name: 'Salt Lake' }).click();
    await expect(page.getByText('Currently delivering to')).toContainText('Salt Lake');
    await expect(page.getByRole('button', { name: 'FIND FOOD' })).toBeFocused();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'FIND FOOD' }).click();
    await expect(page).toHaveURL(/\/restaurants$/);
    await expect(page.getByRole('link', { name: /Delivery location: Salt Lake/ })).toBeVisible();
  });

  test('dimmed dishes are still readable (colour contrast)', async ({ page }) => {
    await atParkStreet(page);
    // Two of its dishes are out of stock in the demo city.
    await page.goto('/restaurantDetail/dum-pukht-darbar');
    await expect(page.getByText('Not available right now').first()).toBeVisible();
    await expect(page.getByText('Not available right now')).toHaveCount(2);
    await expectAccessible(page);
  });
});
