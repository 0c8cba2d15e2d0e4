import { expect, test } from '@playwright/test';
import { atParkStreet, expectAccessible } from '../support/guest.ts';

test.describe('setting a delivery location on the map', () => {
  test('a guest moves the pin, adds house and landmark, picks a tag by keyboard, and saves', async ({
    page,
  }) => {
    const tileRequests: string[] = [];
    page.on('request', (r) => {
      if (/\.png|tile/.test(r.url())) tileRequests.push(r.url());
    });
    await atParkStreet(page);
    await page.goto('/restaurants');
    // The address in the header leads a guest to the map.
    await page.getByRole('link', { name: /Delivery location: Park Street/ }).click();
    await expect(page).toHaveURL(/\/setLocation$/);
    await expect(page.getByRole('heading', { name: 'Set delivery location' })).toBeVisible();
    const map = page.getByTestId('pin-map');
    await expect(map).toHaveClass(/leaflet-container/);
    const where = page.getByTestId('location-text');
    await expect(where).toHaveValue('Park Street, Central Kolkata');

    // No tile server is configured: the plain map still takes a tap, and the server names the new spot.
    const box = await map.boundingBox();
    if (!box) throw new Error('map has no box');
    const reverse = page.waitForResponse((r) => r.url().endsWith('/api/coordinate-to-address'));
    await page.mouse.click(box.x + box.width * 0.9, box.y + box.height * 0.1);
    const answer = (await (await reverse).json()) as { data: string };
    const address = answer.data;
    await expect(where).toHaveValue(address);

    await page.getByRole('textbox', { name: 'House / Flat / Floor No.' }).fill('Flat 4B, Rose Apartments');
    await page.getByRole('textbox', { name: 'Landmark' }).fill('Opposite the post office');
    await page.getByRole('radio', { name: 'HOME' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'OFFICE' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('radio', { name: 'OFFICE' })).toBeFocused();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'SAVE LOCATION' }).click();
    await expect(page).toHaveURL(/\/restaurants$/);
    const saved = await page.evaluate(() => ({
      guest: JSON.parse(localStorage.getItem('guest_address') ?? 'null'),
      lat: localStorage.getItem('userLat'),
      address: localStorage.getItem('address'),
    }));
    expect(saved.guest).toMatchObject({
      address,
      house: 'Flat 4B, Rose Apartments',
      landmark: 'Opposite the post office',
      tag: 'OFFICE',
    });
    expect(saved.address).toBe(address);
    expect(Number(saved.lat)).not.toBe(22.5526);
    expect(tileRequests).toEqual([]);
  });

  test('a place from the search moves the pin and names the address exactly', async ({ page }) => {
    await atParkStreet(page);
    await page.goto('/setLocation');
    await page.getByRole('combobox', { name: /Search for your area/ }).fill('Salt Lake');
    await page.getByRole('option').first().click();
    await expect(page.getByTestId('location-text')).toHaveValue(/Salt Lake/);
  });

  test('the phone welcome screen offers to set the location by hand', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout only');
    await page.goto('/');
    await page.getByRole('link', { name: 'Set Your Location Manually' }).click();
    await expect(page).toHaveURL(/\/setLocation$/);
  });
});
