import type { Page } from '@playwright/test';
import { codeFor, reviewerPhone } from '../support/accounts.ts';
import { expectNoEnglish } from '../support/english-left.ts';
import { chooseLanguage, expect, test } from '../support/fixtures.ts';
import { atParkStreet, giveHouseIfAskedInAnyLanguage } from '../support/guest.ts';

// Issue 28: the order journey in Hindi and Bengali leaves no English word (support/english-left.ts
// says which words a page may keep).

test.describe('a first visit with a Bengali browser', () => {
  test.use({ locale: 'bn-IN' });
  test('speaks Bengali at once, and Hindi when switched', async ({ page }) => {
    await atParkStreet(page);
    await page.goto('/?change=1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('button', { name: 'খাবার খুঁজুন' })).toBeVisible();
    await expectNoEnglish(page, 'the landing page');
    await chooseLanguage(page, 'hi', 'ভাষা');
    await expect(page.getByRole('button', { name: 'खाना खोजें' })).toBeVisible();
  });
});

/** Landing -> list -> menu -> a dish -> cart -> log in with the code -> cash order -> tracking. */
async function orderJourney(
  page: Page,
  request: Parameters<typeof codeFor>[0],
  phone: string,
  lang: 'hi' | 'bn',
) {
  const words = {
    hi: { find: 'खाना खोजें', login: 'आगे बढ़ने के लिए लॉग इन / साइन अप करें', mobile: 'मोबाइल नंबर' },
    bn: { find: 'খাবার খুঁজুন', login: 'এগোতে লগ ইন / সাইন আপ করুন', mobile: 'মোবাইল নম্বর' },
  }[lang];
  await atParkStreet(page);
  await page.goto('/?change=1');
  await chooseLanguage(page, lang);
  await expectNoEnglish(page, 'the landing page');

  await page.getByRole('button', { name: words.find }).click();
  await expect(page).toHaveURL(/\/restaurants$/);
  await expect(page.locator('a[href="/restaurantDetail/aminia-darbar"]').first()).toBeVisible();
  await expectNoEnglish(page, 'the restaurant list');

  await page.locator('a[href="/restaurantDetail/aminia-darbar"]').first().click();
  await expect(page.locator('button[data-add]').first()).toBeVisible();
  await expectNoEnglish(page, 'the menu');
  await page.locator('button[data-add]').first().click();
  await expect(page.locator('#menu-cart-bar')).toBeVisible();
  await expectNoEnglish(page, 'the menu with a dish in the cart');

  await page.locator('#menu-cart-bar').click();
  await expect(page).toHaveURL(/\/cart$/);
  // The street alone is not an address to deliver to: the house is asked first.
  await giveHouseIfAskedInAnyLanguage(page);
  await expectNoEnglish(page, 'the cart (guest)');

  await page.getByRole('button', { name: words.login }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectNoEnglish(page, 'the login page');
  await page.getByRole('textbox', { name: words.mobile }).fill(phone);
  await page.locator('form button[type="submit"]').click();
  await page.getByRole('textbox', { name: 'OTP' }).fill(await codeFor(request, phone));
  await expectNoEnglish(page, 'the login page with the code');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/cart$/);

  await page.locator('input[name="pay-method"][value="COD"]').check();
  await expect(page.locator('#pay-why-COD')).toBeVisible();
  await expectNoEnglish(page, 'the cart (logged in)');
  await page.locator('button[aria-describedby="pay-problem"]').click();
  await expect(page).toHaveURL(/\/orderDetails\/\d+$/);
  await expect(page.locator('#order-title')).toBeVisible();
  await expectNoEnglish(page, 'the order details');

  await page.locator('a[href^="/liveTrack/"]').first().click();
  await expect(page).toHaveURL(/\/liveTrack\/\d+$/);
  await expect(page.locator('#track-order-title')).toBeVisible();
  await expectNoEnglish(page, 'live tracking');
}

test('the order journey in Bengali leaves no English word', async ({ page, request }, info) => {
  await orderJourney(page, request, reviewerPhone(info.project.name === 'phone' ? 20 : 21, info.retry), 'bn');
});

// At a phone's width, where the journey's cart bar is (the wide layout's cart is checked in English by
// menu-and-cart's @wide journeys).
test('the order journey in Hindi leaves no English word', async ({ page, request }, info) => {
  await orderJourney(page, request, reviewerPhone(info.project.name === 'phone' ? 22 : 23, info.retry), 'hi');
});
