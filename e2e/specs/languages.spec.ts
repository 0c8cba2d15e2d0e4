import { expect, type Page, test } from '@playwright/test';
import { asOwnNetwork, codeFor, reviewerPhone } from '../support/accounts.ts';
import { atParkStreet } from '../support/guest.ts';

// Issue 28: a customer who reads Hindi or Bengali meets no English on the order journey, beyond names
// (restaurants, dishes, areas, addresses, people: the page marks them translate="no") and these words,
// written the same in Hindi and Bengali food apps and SMS:
// - OTP and PIN: the codes' own names on every Indian bank, UPI and delivery SMS;
// - UPI: the payment system's name;
// - Khabar: the brand;
// - km: the unit, as road signs and maps write it;
// - am, pm, AM, PM: how the Unicode CLDR's Hindi and Bengali time formats (Intl) write the time of day.
const ALLOWED = new Set(['OTP', 'PIN', 'UPI', 'Khabar', 'km', 'AM', 'PM', 'am', 'pm']);

/**
 * The English words on the screen outside translate="no": text nodes, aria-labels, placeholders and
 * titles of what is rendered. A label may name what the page shows as a name (ADD's "Add {dish}"):
 * those names are taken out of labels first. The promo slides' labels carry the slide's own title.
 */
async function englishLeft(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const hidden = (el: Element | null) =>
      !el || el.closest('[translate="no"], script, style, noscript, template, [hidden], dialog:not([open])');
    const names = Array.from(document.querySelectorAll('[translate="no"]'))
      .map((el) => (el.textContent ?? '').trim())
      .filter((n) => n.length > 1)
      .sort((a, b) => b.length - a.length);
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!hidden(n.parentElement) && /[A-Za-z]/.test(n.textContent ?? '')) out.push(n.textContent ?? '');
    }
    for (const el of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [title]'))) {
      if (hidden(el) || el.getAttribute('aria-roledescription') === 'slide') continue;
      for (const attr of ['aria-label', 'placeholder', 'title']) {
        let value = el.getAttribute(attr) ?? '';
        for (const name of names) value = value.split(name).join(' ');
        if (/[A-Za-z]/.test(value)) out.push(value);
      }
    }
    return out;
  });
  const words = found.flatMap((text) => text.match(/[A-Za-z]{2,}/g) ?? []);
  return [...new Set(words.filter((w) => !ALLOWED.has(w)))];
}

async function expectNoEnglish(page: Page, screen: string) {
  expect(await englishLeft(page), `English words on ${screen}`).toEqual([]);
}

test.beforeEach(async ({ context }) => {
  await asOwnNetwork(context);
});

test.describe('a first visit with a Bengali browser', () => {
  test.use({ locale: 'bn-IN' });
  test('speaks Bengali at once, and Hindi when switched', async ({ page }) => {
    await atParkStreet(page);
    await page.goto('/?change=1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('button', { name: 'খাবার খুঁজুন' })).toBeVisible();
    await expectNoEnglish(page, 'the landing page');
    await page.getByRole('combobox', { name: 'ভাষা' }).selectOption('hi');
    await expect(page.getByRole('button', { name: 'खाना खोजें' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
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
  await page.getByRole('combobox', { name: 'Language' }).selectOption(lang);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
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
  await expect(page.locator('#bill-title')).toBeVisible();
  // The street alone is not an address to deliver to: the house is asked first.
  const house = page.locator('form[aria-label] input[autocomplete="address-line1"]');
  if ((await house.count()) > 0) {
    await house.fill('12A');
    await page.locator('form[aria-label] button[type="submit"]').click();
    await expect(house).toHaveCount(0);
  }
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
