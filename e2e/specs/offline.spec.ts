import type { Page } from '@playwright/test';
import { actAs, signUpViaApi } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { atParkStreet } from '../support/guest.ts';
import { placeOrderViaApi } from '../support/people.ts';

/** The screen as a customer sees it, at a small and a common phone's width and a laptop's. */
async function shootAtThreeWidths(page: Page, name: string) {
  for (const width of [320, 390, 1366]) {
    await page.setViewportSize({ width, height: width > 1000 ? 768 : 800 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

// Offline after the page has loaded (issue 11, item 15): say so, and carry on by itself when the
// connection is back.

test('switching to Self Pickup offline says so, and the list comes when the connection is back', async ({
  page,
  context,
}) => {
  await atParkStreet(page);
  await page.goto('/restaurants');
  await expect(page.getByRole('heading', { name: /^Top \d+ Restaurants near you$/ })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('radio', { name: 'Self Pickup' }).click();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' }).first()).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: /^Top \d+ Restaurants near you$/ })).toBeVisible();
  await expect(page.getByText('You are offline')).toHaveCount(0);
  await expect(page.getByText(/Pickup in \d+ min/).first()).toBeVisible();
});

test('a screen whose code had not loaded says offline, and opens by itself when the connection is back', async ({
  page,
  context,
}) => {
  await atParkStreet(page);
  await page.goto('/restaurants');
  await expect(page.getByRole('heading', { name: /^Top \d+ Restaurants near you$/ })).toBeVisible();

  await context.setOffline(true);
  // The cart's code is not in the list's: it has to be fetched.
  await page.getByRole('link', { name: /^Cart/ }).filter({ visible: true }).click();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible();
});

test('a change to the cart offline says so, and is priced when the connection is back', async ({
  page,
  context,
}) => {
  await atParkStreet(page);
  await page.goto('/restaurantDetail/aminia-darbar');
  await page.getByRole('button', { name: 'Add Butter Naan' }).first().click();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'BILL DETAILS' })).toBeVisible();

  const pay = page.getByRole('button', { name: 'Login / Signup to continue' });
  const before = await page.getByRole('region', { name: 'BILL DETAILS' }).innerText();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add one more Butter Naan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' }).first()).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('You are offline')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'BILL DETAILS' })).not.toHaveText(before);
  await expect(pay).toBeVisible();
});

test('a part of the list whose code cannot load (the offers) leaves the list in place', async ({ page }) => {
  // The connection drops just as the offers' carousel is asked for, after the list's own code came.
  await page.route(/\/assets\/promo-carousel-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
  await atParkStreet(page);
  await page.goto('/restaurants');
  await expect(page.getByRole('heading', { name: /^Top \d+ Restaurants near you$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Self Pickup' }).click();
  await expect(page.getByText(/Pickup in \d+ min/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
  await shootAtThreeWidths(page, 'list-without-offers');
});

test('the tracking whose map cannot load still says where the order is', async ({ page, request }) => {
  const customer = await signUpViaApi(request, 'Map Less');
  const order = await placeOrderViaApi(request, customer, {
    slug: 'aminia-darbar',
    dishes: [['Butter Naan', 2]],
    method: 'COD',
  });
  await actAs(page, customer);
  await page.route(/\/assets\/tracking-map-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto(`/liveTrack/${order.id}`);
  await expect(
    page.getByRole('heading', { name: `ORDER #${order.unique_order_id} · Aminia Darbar` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Order details and bill' })).toBeVisible();
  // No caption about a map that is not there.
  await expect(page.getByText(/by road|Dashed line/)).toHaveCount(0);
  await shootAtThreeWidths(page, 'tracking-without-map');
});
