import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { accessibilityProblems } from '../support/guest.ts';

// The customer at a laptop (decision 043). The customer's journeys run once, at a phone's 390 px; this
// walks every screen of theirs at 1366 px (the 'wide' project) with the demo customer's orders, cart
// and wallet, and asks of each what the journeys asked at the phone's width: nothing scrolls sideways
// and axe finds nothing serious. Journeys whose steps differ on the wide layout are tagged @wide and
// run here too.

/** The screen is drawn: its heading is there and nothing is loading. */
async function drawn(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  await expect(page.locator('[aria-busy="true"]:not(button)')).toHaveCount(0);
}

async function findings(page: Page): Promise<string[]> {
  const excess = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  return [...(excess > 0 ? [`scrolls ${excess} px sideways`] : []), ...(await accessibilityProblems(page))];
}

test('every screen of the customer’s fits a laptop and passes axe', { tag: '@wide' }, async ({
  customerPage: page,
}) => {
  test.slow();
  const found: Record<string, string[]> = {};
  const look = async (name: string) => {
    await drawn(page);
    const problems = await findings(page);
    if (problems.length > 0) found[name] = problems;
  };

  await page.goto('/restaurants');
  await expect(page.getByRole('link', { name: /Aminia Darbar/ }).first()).toBeVisible();
  await look('restaurants');

  // The menu with a cart: the wide layout shows the cart beside the dishes.
  await page.goto('/restaurantDetail/aminia-darbar');
  await page.getByRole('button', { name: 'Add Butter Naan' }).first().click();
  await page.getByRole('button', { name: 'Add Kolkata Chicken Biryani' }).first().click();
  await look('menu with a cart');

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'BILL DETAILS' })).toBeVisible();
  await look('cart');

  for (const path of ['/search', '/offers', '/coupons', '/account', '/wallet', '/manageAddress']) {
    await page.goto(path);
    await look(path);
  }
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Alerts' })).toBeVisible();
  await look('/notifications');

  await page.goto('/myOrders');
  await drawn(page);
  await look('/myOrders');
  await page.getByRole('list', { name: 'Your orders' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/orderDetails\//);
  await look('an order');

  for (const path of ['/help', '/faq', '/restaurantRatings/1']) {
    await page.goto(path);
    await look(path);
  }

  // A guest's first screens: the landing and the login.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await look('landing');
  await page.goto('/login');
  await look('login');

  expect(found).toEqual({});
});
