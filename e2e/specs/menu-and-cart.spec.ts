import { expect, test } from '@playwright/test';
import { atParkStreet, expectAccessible } from '../support/guest.ts';

test.describe('a guest builds a cart', () => {
  test('sorts, opens a restaurant, filters veg, adds, steps, and switches restaurant with a confirmation', async ({
    page,
  }) => {
    await atParkStreet(page);
    await page.goto('/restaurants');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('rating');
    await page.getByRole('link', { name: /Aminia Darbar/ }).click();
    await expect(page).toHaveURL(/\/restaurantDetail\/aminia-darbar$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Aminia Darbar' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Recommended/ })).toBeVisible();

    await page.getByRole('checkbox', { name: 'Veg only' }).check();
    await expect(page.getByText('Non-veg')).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Veg only' }).uncheck();

    const naan = page.getByRole('button', { name: 'Add Butter Naan' }).first();
    await naan.click();
    await page.getByRole('button', { name: 'Add one more Butter Naan' }).first().click();
    await expect(page.getByRole('group', { name: 'Butter Naan quantity' }).first()).toContainText('2');
    await page.getByRole('button', { name: 'Remove one Butter Naan' }).first().click();
    await expect(page.getByRole('group', { name: 'Butter Naan quantity' }).first()).toContainText('1');

    // The cart survives a reload.
    await page.reload();
    await expect(page.getByRole('group', { name: 'Butter Naan quantity' }).first()).toContainText('1');
    // The phone shows a bottom bar, the desktop a side panel: whichever is on screen counts 1 item.
    await expect(
      page
        .getByText(/^1 item/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();

    // Another restaurant: asked first; "No" keeps the cart, "Yes" starts afresh.
    await page.goto('/restaurantDetail/udupi-sagar');
    await page.getByRole('button', { name: 'Add Masala Dosa' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Replace cart items?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Add Masala Dosa' }).first().click();
    await dialog.getByRole('button', { name: 'Yes, start afresh' }).click();
    await expect(page.getByRole('group', { name: 'Masala Dosa quantity' }).first()).toContainText('1');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null'));
    expect(stored.restaurant.slug).toBe('udupi-sagar');
    expect(stored.lines).toHaveLength(1);

    // Minus at 1 empties the cart.
    await page.getByRole('button', { name: 'Remove one Masala Dosa' }).first().click();
    await expect(page.getByRole('button', { name: 'Add Masala Dosa' }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
  });

  test('a menu opened by its address draws from the page itself, and later visits ask the API', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/get-restaurant-(info|items)\//.test(r.url())) asked.push(new URL(r.url()).pathname);
    });
    await atParkStreet(page);
    // The menu follows its live stream once painted (which keeps the network busy: no "networkidle");
    // opening it asks nothing again of a menu the page itself carried.
    const live = page.waitForResponse(/\/api\/restaurants\/aminia-darbar\/menu-events$/);
    await page.goto('/restaurantDetail/aminia-darbar');
    await expect(page.getByRole('heading', { level: 1, name: 'Aminia Darbar' })).toBeVisible();
    await live;
    await page.getByRole('button', { name: 'Add Butter Naan' }).first().click();
    await expect(page.getByRole('group', { name: 'Butter Naan quantity' }).first()).toContainText('1');
    expect(asked).toEqual([]);

    // Another restaurant reached inside the app: its answers are not in the page, so they are asked for.
    await page.getByRole('button', { name: 'Back' }).click();
    await page
      .getByRole('link', { name: /Udupi Sagar/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Udupi Sagar' })).toBeVisible();
    expect(asked).toEqual(
      expect.arrayContaining([
        '/api/get-restaurant-info/udupi-sagar',
        '/api/get-restaurant-items/udupi-sagar',
      ]),
    );
  });

  test('an unknown restaurant says so', async ({ page }) => {
    await page.goto('/restaurantDetail/no-such-place');
    await expect(page.getByRole('heading', { name: 'Restaurant not found' })).toBeVisible();
  });

  test('the menu has no serious accessibility violations', async ({ page }) => {
    await atParkStreet(page);
    await page.goto('/restaurantDetail/aminia-darbar');
    await expect(page.getByRole('heading', { name: /^Recommended/ })).toBeVisible();
    await page.getByRole('button', { name: 'Add Butter Naan' }).first().click();
    await expectAccessible(page);
  });
});
