import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const PARK_STREET = { lat: '22.5526', lng: '88.3525', address: 'Park Street, Central Kolkata' };
/** Park Street as the address API takes a place. */
export const PARK_STREET_PLACE = {
  latitude: Number(PARK_STREET.lat),
  longitude: Number(PARK_STREET.lng),
  address: PARK_STREET.address,
};

/**
 * A blank page on the app's own address, to write the browser's storage before the app first loads.
 * It is served by the test, not the server: loading the whole app only to write its storage cost a
 * page load (about a second of Chromium's time on two cores) in most tests (decision 043).
 */
export async function blankPageOfTheApp(page: Page) {
  await page.route('**/__blank', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Khabar</title>' }),
  );
  await page.goto('/__blank');
}

/** A guest who chose Park Street before: a clean browser with only a stored location. */
export async function atParkStreet(page: Page) {
  await blankPageOfTheApp(page);
  await page.evaluate((p) => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem('userLat', p.lat);
    localStorage.setItem('userLng', p.lng);
    localStorage.setItem('address', p.address);
  }, PARK_STREET);
}

/** axe with WCAG 2 A and AA rules: the serious or critical violations on the screen as it is now. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const bad = result.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  return bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** No serious or critical axe violation (WCAG 2 A and AA) on the screen as it is now. */
export async function expectAccessible(page: Page) {
  expect(await accessibilityProblems(page)).toEqual([]);
}

/**
 * The cart's question for a place chosen by its street alone (issue 23 item 4): the house / flat is
 * given before paying. Answers it when the cart asks; a place that has its house is left as it is.
 */
export async function giveHouseIfAsked(page: Page, house = '12A') {
  // The cart has drawn its delivery card (and the form, if it asks) once the bill is there.
  await expect(page.getByRole('heading', { name: 'BILL DETAILS' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Complete the address' });
  if ((await form.count()) === 0) return;
  await form.getByRole('textbox', { name: 'House / Flat / Floor No.' }).fill(house);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form).toHaveCount(0);
}

/**
 * giveHouseIfAsked on a cart in any language: the bill and the form found by their ids and fields, not
 * their English words.
 */
export async function giveHouseIfAskedInAnyLanguage(page: Page, house = '12A') {
  await expect(page.locator('#bill-title')).toBeVisible();
  const field = page.locator('form[aria-label] input[autocomplete="address-line1"]');
  if ((await field.count()) === 0) return;
  await field.fill(house);
  await page.locator('form[aria-label] button[type="submit"]').click();
  await expect(field).toHaveCount(0);
}

/**
 * Puts dishes of `slug`'s menu in the cart from the menu ([dish, how many]), then opens the cart and
 * gives the house / flat if it asks (giveHouseIfAsked).
 */
export async function fillCart(page: Page, slug: string, lines: Array<[string, number]>) {
  await page.goto(`/restaurantDetail/${slug}`);
  for (const [dish, n] of lines) {
    await page
      .getByRole('button', { name: `Add ${dish}` })
      .first()
      .click();
    for (let i = 1; i < n; i++)
      await page
        .getByRole('button', { name: `Add one more ${dish}` })
        .first()
        .click();
  }
  await page.goto('/cart');
  await giveHouseIfAsked(page);
}
