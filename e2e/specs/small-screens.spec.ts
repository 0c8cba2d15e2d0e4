import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { atParkStreet, blankPageOfTheApp } from '../support/guest.ts';
import { DISH_ROWS, menuRowCount } from '../support/menu-rows.ts';

// Phone layout (issue 11, items 12-14). This file runs in the 'phone-320' project (320x640); the pay
// bar and the Menu button are checked at 390 px too.

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function cartWithTwoDishes(page: Page) {
  await page.goto('/restaurantDetail/aminia-darbar');
  await page.getByRole('button', { name: 'Add Butter Naan' }).first().click();
  await page.getByRole('button', { name: 'Add Kolkata Chicken Biryani' }).first().click();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'BILL DETAILS' })).toBeVisible();
}

/** Whether an element is inside the viewport, whole. */
async function inView(page: Page, name: RegExp) {
  const box = await page.getByRole('button', { name }).boundingBox();
  const { height } = page.viewportSize() ?? { height: 0 };
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

for (const width of [320, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 320 ? 640 : 844 } });

    test('the cart keeps the total and the pay button at the bottom of the screen', async ({
      page,
      login,
    }) => {
      await login.customer();
      await cartWithTwoDishes(page);
      // At the top of the cart, in the middle and at the end, without scrolling to find it.
      for (const to of [0, 0.5, 1]) {
        await page.evaluate((f) => window.scrollTo(0, f * document.body.scrollHeight), to);
        expect(await inView(page, /^(Proceed To Pay|Pay ₹)/)).toBe(true);
        await expect(page.getByText('To Pay', { exact: true }).last()).toBeInViewport();
      }
      expect(await sideways(page)).toBe(0);
    });

    test('the Menu button leaves the last dish’s ADD uncovered', async ({ page, request }) => {
      await atParkStreet(page);
      await cartWithTwoDishes(page);
      await page.goto('/restaurantDetail/aminia-darbar');
      await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
      // The menu's dishes come a few at a time after the first screenful (decision 062): the page ends
      // where it will once the last of them is there.
      await expect(page.locator(DISH_ROWS)).toHaveCount(await menuRowCount(request, 'aminia-darbar'));
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const lastAdd = page.getByRole('button', { name: /^Add / }).last();
      await expect(lastAdd).toBeInViewport();
      const add = await lastAdd.boundingBox();
      // Neither the Menu button nor the cart bar lies over any part of it.
      for (const over of [
        page.getByRole('button', { name: 'Menu' }),
        page.getByRole('link', { name: /VIEW CART/ }),
      ]) {
        const box = await over.boundingBox();
        if (!add || !box) throw new Error('not shown');
        const apart =
          box.x + box.width <= add.x ||
          add.x + add.width <= box.x ||
          box.y + box.height <= add.y ||
          add.y + add.height <= box.y;
        expect(apart).toBe(true);
      }
    });
  });
}

test.describe('at 320 px nothing is cut or covered', () => {
  test('no page scrolls sideways: landing, list, cart (with and without a place), offers, login', async ({
    page,
  }) => {
    await blankPageOfTheApp(page);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'FIND FOOD' })).toBeVisible();
    expect(await sideways(page)).toBe(0);

    await page.goto('/restaurantDetail/aminia-darbar');
    await page.getByRole('button', { name: 'Add Butter Naan' }).first().click();
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Where should we deliver?' })).toBeVisible();
    expect(await sideways(page)).toBe(0);

    await atParkStreet(page);
    for (const [path, ready] of [
      ['/restaurants', /Restaurants near you/],
      ['/offers', /Offers|All offers/],
      ['/login', /Login/],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: ready }).first()).toBeAttached();
      expect(await sideways(page), path).toBe(0);
    }
    await cartWithTwoDishes(page);
    expect(await sideways(page)).toBe(0);
  });

  test('both offers tabs are whole', async ({ page }) => {
    await atParkStreet(page);
    await page.goto('/offers');
    for (const name of ['Restaurant offers', 'Payment offers/Coupons']) {
      const tab = page.getByRole('tab', { name });
      await expect(tab).toBeInViewport({ ratio: 1 });
      // The label is not clipped inside its tab either.
      expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
  });

  test('the carousel controls stay off the promo caption', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Offers and picks' });
    const slide = await carousel.boundingBox();
    const controls = await carousel.getByRole('button', { name: 'Next slide' }).boundingBox();
    if (!slide || !controls) throw new Error('no carousel');
    // The caption is drawn in the lower part of the slide, from the left: the controls keep to the top.
    expect(controls.y + controls.height).toBeLessThan(slide.y + slide.height * 0.45);
  });

  test('on a closed featured restaurant, "Closed now" and "Featured" do not cover each other', async ({
    page,
  }) => {
    await atParkStreet(page);
    // The list as the server answers it when a featured restaurant has closed for the day.
    await page.route('**/api/get-delivery-restaurants', async (route) => {
      const res = await route.fetch();
      const list = (await res.json()) as Array<{ is_featured: number; is_open: number; name: string }>;
      const featured = list.find((r) => r.is_featured === 1);
      if (featured) featured.is_open = 0;
      await route.fulfill({ response: res, json: list });
    });
    await page.goto('/restaurants');
    const card = page
      .getByRole('link')
      .filter({ hasText: 'Featured' })
      .filter({ hasText: 'Closed now' })
      .first();
    const featured = await card.getByText('Featured', { exact: true }).boundingBox();
    const closed = await card.getByText('Closed now', { exact: true }).boundingBox();
    if (!featured || !closed) throw new Error('badges not shown');
    const apart =
      featured.x + featured.width <= closed.x ||
      closed.x + closed.width <= featured.x ||
      featured.y + featured.height <= closed.y ||
      closed.y + closed.height <= featured.y;
    expect(apart).toBe(true);
  });

  test('the order’s cards stand apart', async ({ page, login }) => {
    await login.customer();
    await page.goto('/myOrders');
    const first = page.locator('a[href^="/orderDetails/"]').first();
    await page.goto((await first.getAttribute('href')) ?? '/myOrders');
    const sections = page.getByRole('region');
    await expect(page.getByRole('heading', { name: 'BILL DETAILS' })).toBeVisible();
    const boxes = [];
    for (const s of await sections.all()) boxes.push(await s.boundingBox());
    const ys = boxes.filter((b) => b !== null).sort((a, b) => a.y - b.y);
    expect(ys.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < ys.length; i++) {
      const above = ys[i - 1];
      const below = ys[i];
      if (above && below) expect(below.y - (above.y + above.height)).toBeGreaterThanOrEqual(8);
    }
  });
});
