// Issue 28: the customer's other screens in Hindi and Bengali: a logged-in customer's account, profile,
// addresses, wallet, alerts, coupons, offers, a restaurant's ratings, My Orders and an order's "Report a
// problem" leave no English word (names and codes aside: support/english-left.ts). In Bengali, whose
// words are the longest, each screen is also photographed at 320 px, to be looked at.
import type { Page } from '@playwright/test';
import { actAs, saveAddressViaApi, signUpViaApi } from '../support/accounts.ts';
import { expectNoEnglish } from '../support/english-left.ts';
import { expect, test } from '../support/fixtures.ts';
import { PARK_STREET_PLACE } from '../support/guest.ts';
import { callAs, collectedPickup } from '../support/people.ts';

// Park Street Peter's Grill (seed index 2), as the complaints journey uses it.
const RESTAURANT = { id: 2, slug: 'park-street-peter-s-grill' };
const DISH = 'Cream of Mushroom Soup';

const REPORT = { hi: 'समस्या बताएँ', bn: 'সমস্যা জানান' } as const;

/** Nothing on the screen is still loading. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The screen in words, then (Bengali) at 320 px as a picture in the test's output folder. */
async function look(page: Page, lang: 'hi' | 'bn', screen: string, file: string) {
  await settled(page);
  await expectNoEnglish(page, screen);
  if (lang !== 'bn') return;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 720 });
  // Nothing wider than the phone: a long Bengali word that does not wrap pushes the page sideways.
  const wide = await page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${(el.textContent ?? '').slice(0, 40)}`),
  );
  expect(wide, `wider than 320 px on ${screen}`).toEqual([]);
  for (let y = 0, part = 1; y < (await page.evaluate(() => document.body.scrollHeight)); y += 700, part++) {
    await page.screenshot({
      path: test.info().outputPath(`bn-320-${file}-${part}.png`),
      fullPage: true,
      scale: 'css',
      clip: { x: 0, y, width: 320, height: 700 },
    });
  }
  if (size) await page.setViewportSize(size);
}

for (const lang of ['bn', 'hi'] as const) {
  test(`the account's screens in ${lang === 'bn' ? 'Bengali' : 'Hindi'} leave no English word`, async ({
    person,
  }) => {
    test.setTimeout(120_000);
    const page = await person({ viewport: { width: 390, height: 844 } });
    const customer = await signUpViaApi(page.request, 'Ananya Ghosh');
    await callAs(page.request, customer, 'set-language', { language: lang });
    await saveAddressViaApi(page.request, customer, { ...PARK_STREET_PLACE, house: '4B' });
    await actAs(page, { ...customer, language: lang });
    await page.evaluate((l) => localStorage.setItem('language', l), lang);

    await page.goto('/account');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('a[href="/editAccount"]')).toBeVisible();
    await look(page, lang, 'the account', 'account');

    await page.goto('/editAccount');
    await expect(page.locator('input[readonly]')).toHaveValue(customer.phone);
    await look(page, lang, 'edit profile', 'edit-profile');

    await page.goto('/manageAddress');
    await expect(page.getByText('4B, Park Street, Central Kolkata')).toBeVisible();
    await look(page, lang, 'the addresses', 'addresses');

    await page.goto('/wallet');
    await expect(page.locator('main section.card')).toBeVisible();
    await look(page, lang, 'the wallet', 'wallet');

    await page.goto('/offers');
    await expect(page.getByRole('tab')).toHaveCount(2);
    await look(page, lang, 'the offers', 'offers');
    await page.getByRole('tab').nth(1).click();
    await look(page, lang, 'the offers (coupons)', 'offers-coupons');

    await page.goto(`/restaurantRatings/${RESTAURANT.id}`);
    await expect(page.locator('main h1, header h1').first()).toBeVisible();
    await look(page, lang, "a restaurant's ratings", 'ratings');

    // The coupons of a cart: one dish of the restaurant first.
    await page.goto(`/restaurantDetail/${RESTAURANT.slug}`);
    await page.locator('button[data-add]').first().click();
    await expect(page.locator('#menu-cart-bar')).toBeVisible();
    await page.goto('/coupons');
    await expect(page.locator('form input[maxlength="20"]')).toBeVisible();
    await look(page, lang, 'the coupons', 'coupons');

    // Before the order: its alerts are still written in English by the server (place-order's "Order
    // placed", an admin's wallet credit), so the alerts are read empty here.
    await page.goto('/notifications');
    await expect(page.locator('main h1')).toBeVisible();
    await look(page, lang, 'the alerts', 'alerts');

    // A self-pickup order handed over a moment ago: reportable.
    const order = await collectedPickup(page.request, customer, {
      restaurant: RESTAURANT,
      dishes: [[DISH, 2]],
      credit: { amount: 2000, reason: 'Wallet money for the languages journey' },
    });
    await page.goto('/myOrders');
    await expect(page.locator(`a[href="/orderDetails/${order.id}"]`).first()).toBeVisible();
    await look(page, lang, 'My Orders', 'my-orders');

    await page.goto(`/orderDetails/${order.id}`);
    await page.getByRole('button', { name: REPORT[lang] }).click();
    await page.locator('input[type="radio"][value="missing_item"]').check();
    await expect(page.locator('input[type="checkbox"]').first()).toBeVisible();
    await look(page, lang, "the order's report a problem", 'report-problem');
  });
}
