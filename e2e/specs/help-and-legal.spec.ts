import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/guest.ts';

const PAGES = [
  ['/legal', 'Legal'],
  ['/faq', 'FAQ'],
  ['/about', 'About Us'],
  ['/contact', 'Contact Us'],
  ['/privacyPolicy', 'Privacy Policy'],
  ['/cancelRefundPolicy', 'Cancellation and Refund Policy'],
  ['/termsAndConditions', 'Terms and Conditions'],
  ['/termsOfUse', 'Terms of Use'],
  ['/payments', 'Payment Policy'],
  ['/paymentGateway', 'Payment Gateway'],
] as const;

test.describe('help and legal pages', () => {
  test('help has FAQ and Legal tabs, and the legal index reaches every page', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help and Support' })).toBeVisible();
    await page.getByRole('tab', { name: 'Legal' }).click();
    await expectAccessible(page);
    for (const [path, title] of PAGES.slice(1)) {
      await page.goto('/legal');
      await page.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page).toHaveURL(/\/legal$/);
    }
  });

  for (const [path, title] of PAGES) {
    test(`${path} reads well and passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('the FAQ is an accordion, quoting the business settings of the server', async ({ page, request }) => {
    const config = (await (await request.get('/api/config')).json()) as {
      minOrderPaise: number;
      codMaxPaise: number;
    };
    const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;
    await page.goto('/faq');
    const question = page.getByText('Is there a minimum order?');
    const answer = page.getByText(`Yes: ${rupees(config.minOrderPaise)} of food`, { exact: false });
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await page.getByText('When is cash on delivery available?').click();
    await expect(page.getByText(`orders of up to ${rupees(config.codMaxPaise)} from`)).toBeVisible();
  });

  test('contact shows the support e-mail and phone from configuration', async ({ page, request }) => {
    const config = (await (await request.get('/api/config')).json()) as {
      supportEmail: string;
      supportPhone: string;
    };
    await page.goto('/contact');
    await expect(page.getByRole('link', { name: config.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${config.supportEmail}`,
    );
    await expect(page.getByRole('link', { name: config.supportPhone })).toBeVisible();
  });

  test('a page opened directly goes back to its index', async ({ page }) => {
    await page.goto('/termsOfUse');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/legal$/);
  });
});
