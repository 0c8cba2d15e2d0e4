import { expectNoEnglish } from '../support/english-left.ts';
import { expect, test } from '../support/fixtures.ts';
import { atParkStreet } from '../support/guest.ts';

// Issue 28, group B: help, the FAQ and the legal pages, contact, about, search, the map's location
// screen and a page that does not exist, read in Bengali and in Hindi, leave no English word outside
// translate="no" (names: restaurants, dishes, addresses, the operator's legal name, the support e-mail).

const LEGAL = [
  '/legal',
  '/faq',
  '/about',
  '/contact',
  '/privacyPolicy',
  '/cancelRefundPolicy',
  '/termsAndConditions',
  '/termsOfUse',
  '/payments',
  '/paymentGateway',
];

const WORDS = {
  bn: { help: 'সাহায্য ও সহায়তা', legalTab: 'নিয়ম ও নীতি', noMatch: 'খুঁজে কিছু পাওয়া গেল না', where: 'লোকেশন' },
  hi: { help: 'मदद और सहायता', legalTab: 'नियम और नीतियाँ', noMatch: 'से कुछ नहीं मिला', where: 'लोकेशन' },
} as const;

for (const lang of ['bn', 'hi'] as const) {
  test.describe(`help, search and the map in ${lang === 'bn' ? 'Bengali' : 'Hindi'}`, () => {
    // The browser's language on a first visit chooses the app's (decision 049), as a customer's phone does.
    test.use({ locale: `${lang}-IN` });
    const words = WORDS[lang];

    test('help, the FAQ, each legal page, contact and about', async ({ page }) => {
      await page.goto('/help');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: words.help })).toBeVisible();
      // The FAQ tab is open: its answers are on the page (closed details still hold their words).
      await page.locator('details summary').first().click();
      await expect(page.locator('details[open] p')).toBeVisible();
      await expectNoEnglish(page, 'help (FAQ tab)');
      await page.getByRole('tab', { name: words.legalTab }).click();
      await expect(page.locator('a[href="/privacyPolicy"]')).toBeVisible();
      await expectNoEnglish(page, 'help (legal tab)');

      for (const path of LEGAL) {
        await page.goto(path);
        await expect(page.locator('main#main :is(h2, li, dl, details)').first()).toBeVisible();
        // The support e-mail and number come from the server's configuration: wait for them.
        if (path === '/contact') await expect(page.locator('a[href^="mailto:"]')).not.toBeEmpty();
        await expectNoEnglish(page, path);
      }
    });

    test('search: the hint, a query with results, and one with none', async ({ page }) => {
      await atParkStreet(page);
      await page.goto('/search');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expectNoEnglish(page, 'search before typing');
      await page.getByRole('searchbox').fill('biryani');
      await expect(page.locator('#found-restaurants, #found-dishes').first()).toBeVisible();
      await expect(page.locator('main')).not.toHaveAttribute('aria-busy', 'true');
      await expectNoEnglish(page, 'search results for biryani');
      await page.getByRole('searchbox').fill('zzqxw');
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(words.noMatch) })).toBeVisible();
      await expectNoEnglish(page, 'search with no result');
    });

    test('set location: the search box, its suggestions, a picked place, and the pin', async ({ page }) => {
      await atParkStreet(page);
      await page.goto('/setLocation');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByTestId('pin-map')).toHaveClass(/leaflet-container/);
      await expectNoEnglish(page, 'set location');
      const box = page.getByRole('combobox');
      await box.fill('Salt Lake');
      await expect(page.getByRole('option').first()).toBeVisible();
      // The suggestions are places' names: they are marked as names, the rest of the list is not.
      await expectNoEnglish(page, 'set location with suggestions');
      await page.getByRole('option').first().click();
      await expect(page.getByTestId('location-text')).toHaveValue(/Salt Lake/);
      await expectNoEnglish(page, 'set location with a place picked');
      await box.fill('qqzzxxw');
      await expect(page.getByRole('listbox')).toBeVisible();
      await expect(page.getByRole('option')).toHaveCount(0);
      await expectNoEnglish(page, 'set location with no suggestion');
    });

    test('a page that does not exist', async ({ page }) => {
      await page.goto('/nowhere-at-all');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoEnglish(page, 'not found');
    });
  });
}
