import { expect, test } from '@playwright/test';
import { atParkStreet, expectAccessible } from '../support/guest.ts';

test.describe('a guest finds food near them', () => {
  test('searches a place, sees restaurants near it, switches to self pickup', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Your taste - our passion' })).toBeVisible();
    const box = page.getByRole('combobox', { name: 'Enter your delivery location' });
    await box.fill('park str');
    await expect(page.getByRole('option', { name: /Park Street/ }).first()).toBeVisible();
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.getByRole('button', { name: 'FIND FOOD' }).click();

    await expect(page).toHaveURL(/\/restaurants$/);
    await expect(page.getByRole('heading', { name: /Top \d+ Restaurants near you/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Aminia Darbar/ })).toBeVisible();
    await expect(page.getByText('Park Street, Central Kolkata')).toBeVisible();

    await page.getByRole('radio', { name: 'Self Pickup' }).click();
    await expect(page.getByText(/Pickup in \d+ min/).first()).toBeVisible();
    // The choice survives a reload, as the spec keeps it in storage.
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Self Pickup' })).toHaveAttribute('aria-checked', 'true');
  });

  test('FIND FOOD without a place asks for one instead of navigating', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'FIND FOOD' }).click();
    await expect(page.getByRole('alert')).toContainText('Choose your area');
    await expect(page).toHaveURL(/\/$/);
  });

  test('Locate Me uses the browser position', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await page.goto('/');
    await page.getByRole('button', { name: 'Locate Me' }).click();
    await expect(page).toHaveURL(/\/restaurants$/);
    await expect(page.getByText(/Park Street/).first()).toBeVisible();
  });

  test('a far-away place shows the empty state', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('userLat', '23.5');
      localStorage.setItem('userLng', '87.3');
      localStorage.setItem('address', 'Somewhere far');
    });
    await page.goto('/restaurants');
    await expect(page.getByRole('heading', { name: 'No store found' })).toBeVisible();
    await expect(page.getByText('No restaurants are available in your selected location.')).toBeVisible();
  });

  test('landing and list have no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expectAccessible(page);
    await atParkStreet(page);
    await page.goto('/restaurants');
    await expect(page.getByRole('heading', { name: /Top \d+ Restaurants/ })).toBeVisible();
    await expectAccessible(page);
  });

  test('an unknown page says so and offers the way back', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
