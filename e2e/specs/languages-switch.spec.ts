// Issue 28: a language switch on a screen that already shows the customer's data. Decision 049 puts
// the switch on the landing page, the account and both consoles, and changes the screen at once;
// decision 060 asks again, in the new language, for the answers on screen that carry the server's
// words. The account at a laptop's width shows the switch beside the wallet's ledger and the orders:
// switched there, everything on it changes at once, without a reload. The cart has no switch of its
// own: the customer goes to the account (the bottom bar), switches, and comes back to a cart that kept
// its two dishes, its coupon and its bill, all now said in the new language. Another tab left open
// does not follow a switch made elsewhere: the app keeps the choice for the next load (no screen of
// the app listens for it), so that is not asked of it here.
import { expect, type Page, type Request, test } from '@playwright/test';
import { actAs, asOwnNetwork, signUpViaApi, type User } from '../support/accounts.ts';
import { expectNoEnglish } from '../support/english-left.ts';
import { giveHouseIfAsked } from '../support/guest.ts';
import { callAs, placeOrderViaApi, sessionOf } from '../support/people.ts';

/** Used by no other customer journey; open 11 am to 11 pm, at Park Street's door. */
const RESTAURANT = { slug: 'gariahat-phuchka-point', name: 'Gariahat Phuchka Point' };
/** Two dishes over WELCOME50's minimum (₹199) together, under the cash limit. */
const DISHES = ['Paneer Roll', 'Nolen Gurer Sandesh (4 pcs)'];
const COUPON = 'WELCOME50';
const ADMIN = '8000000001';

/** Bengali digits (০-৯): the catalogue keeps Latin digits in Bengali (decision 049). */
const BENGALI_DIGITS = /[০-৯]/;

/** The page was not loaded again: a mark set before the switch is still there after it. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
}

/** A request of the app's API asked in `language` (the web sends the screen's language). */
const askedIn = (language: string, path: string) => (r: Request) =>
  r.url().includes(`/api/${path}`) && r.headers()['accept-language'] === language;

/** The cart's lines: each dish's name, how many and what they cost, as the screen shows them. */
const lines = (page: Page) =>
  page
    .locator('section[aria-labelledby="lines-title"] li')
    .evaluateAll((items) =>
      items.map((li) =>
        [li.querySelector('[translate="no"]'), li.querySelector('output'), li.lastElementChild].map((e) =>
          (e?.textContent ?? '').trim(),
        ),
      ),
    );

test.beforeEach(async ({ context }) => {
  await asOwnNetwork(context);
});

test('the account at a laptop’s width, its wallet and orders on screen, changes language at once', async ({
  browser,
  request,
}, info) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ ...info.project.use, viewport: { width: 1366, height: 768 } });
  let placed: { customer: User; id: number } | null = null;
  try {
    const page = await context.newPage();
    await asOwnNetwork(context);
    // A customer with a ledger the server wrote (support's goodwill, an order paid from the wallet)
    // and that order still waiting for the restaurant.
    const customer: User = await signUpViaApi(request, 'Ananya Ghosh');
    const admin = await sessionOf(request, ADMIN);
    await callAs(request, admin, `admin/customers/${customer.id}/credit`, {
      amount: 500,
      reason: 'Wallet money for the language switch test',
    });
    const order = await placeOrderViaApi(request, customer, {
      slug: RESTAURANT.slug,
      dishes: [[DISHES[0]!, 1]],
      method: 'WALLET',
    });
    placed = { customer, id: order.id };
    await actAs(page, customer);
    await page.goto('/account');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // English first: the wallet's tab, with the balance and the server's ledger lines.
    await page.getByRole('tab', { name: 'Wallet' }).click();
    const ledger = page.getByRole('list', { name: 'Transactions' });
    await expect(ledger.getByText('Goodwill credit from customer support')).toBeVisible();
    await expect(ledger.getByText(`Paid for order ${order.unique_order_id}`)).toBeVisible();
    const balance = page.getByRole('region', { name: 'Balance' });
    const money = ((await balance.getByText(/^₹/).textContent()) ?? '').trim();
    expect(money).toMatch(/^₹[\d,]+(\.\d\d)?$/);

    // Switched to বাংলা: the same document, every word at once, the ledger asked again in Bengali.
    await markDocument(page);
    const ledgerInBengali = page.waitForRequest(askedIn('bn', 'get-wallet-transactions'));
    await page.getByRole('combobox', { name: 'Language' }).selectOption('bn');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await ledgerInBengali;
    await expect(page.getByRole('combobox', { name: 'ভাষা' })).toHaveValue('bn');
    await expect(page.getByRole('tab', { name: 'ওয়ালেট' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'অর্ডার' })).toBeVisible();
    const ledgerBn = page.getByRole('list', { name: 'লেনদেন' });
    await expect(ledgerBn.getByText('কাস্টমার সাপোর্টের তরফ থেকে ক্রেডিট')).toBeVisible();
    await expect(ledgerBn.getByText(`অর্ডার ${order.unique_order_id}-এর পেমেন্ট`)).toBeVisible();
    const balanceBn = page.getByRole('region', { name: 'ব্যালান্স' });
    await expect(balanceBn.getByText('ওয়ালেট ব্যালান্স')).toBeVisible();
    // The money as the catalogue writes it in Bengali: the same ₹ and Latin digits as in English.
    await expect(balanceBn.getByText(/^₹/)).toHaveText(money);
    expect(await page.locator('main').innerText()).not.toMatch(BENGALI_DIGITS);
    await expectSameDocument(page);
    await expectNoEnglish(page, 'the account’s wallet after the switch');

    // The orders' tab, then switched again (to हिन्दी) with the order on screen: its status at once.
    await page.getByRole('tab', { name: 'অর্ডার' }).click();
    const card = page.locator(`a[href="/orderDetails/${order.id}"]`);
    await expect(card.getByText('অর্ডার হয়েছে')).toBeVisible();
    await expect(card.getByText(/₹[\d,]+/)).toBeVisible();
    await expectNoEnglish(page, 'the account’s orders in Bengali');
    const ordersInHindi = page.waitForRequest(askedIn('hi', 'get-orders'));
    await page.getByRole('combobox', { name: 'ভাষা' }).selectOption('hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await ordersInHindi;
    await expect(page.getByRole('tab', { name: 'ऑर्डर' })).toHaveAttribute('aria-selected', 'true');
    await expect(card.getByText('ऑर्डर हो गया')).toBeVisible();
    await expect(page.getByRole('link', { name: 'ट्रैक करें' }).first()).toBeVisible();
    await expectSameDocument(page);
    await expectNoEnglish(page, 'the account’s orders after the switch to Hindi');
  } finally {
    // Cancelled within its 2 minutes: left waiting, it would ring on the kitchen's console of the
    // three-people spec, which uses the same restaurant.
    if (placed)
      await callAs(request, placed.customer, 'cancel-order', { order_id: placed.id }).catch(() => undefined);
    await context.close();
  }
});

test('the cart with two dishes and a coupon keeps them all through a switch made in the account, and reads in Bengali', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const customer: User = await signUpViaApi(request, 'Ananya Ghosh');
  await actAs(page, customer);
  await page.goto(`/restaurantDetail/${RESTAURANT.slug}`);
  for (const dish of DISHES)
    await page
      .getByRole('button', { name: `Add ${dish}` })
      .first()
      .click();
  await page.goto('/cart');
  await giveHouseIfAsked(page);
  await page.getByRole('link', { name: 'Apply coupon' }).click();
  await page.getByRole('button', { name: `Apply ${COUPON}` }).click();
  await expect(page).toHaveURL(/\/cart$/);

  // The cart in English: its dishes, the coupon the server applied, the bill, and the server's reason
  // why the wallet cannot pay (the new customer's wallet is empty).
  const coupon = page.getByRole('region', { name: 'Coupon' });
  await expect(coupon).toContainText(`${COUPON} applied · you save`);
  const bill = page.locator('section[aria-labelledby="bill-title"]');
  await expect(bill).toBeVisible();
  const whyNotWallet = page.locator('#pay-why-WALLET');
  await expect(whyNotWallet).toHaveText(/^Wallet: \S/);
  const before = {
    lines: await lines(page),
    amounts: (await bill.innerText()).match(/₹[\d,.]+/g),
    saved: (await coupon.innerText()).match(/₹[\d,.]+/g),
  };
  expect(before.lines.map(([name, quantity]) => [name, quantity])).toEqual(DISHES.map((d) => [d, '1']));
  expect(before.amounts?.length).toBeGreaterThan(2);

  // The switch is the account's: the bottom bar's last link, then back.
  await markDocument(page);
  await page.getByRole('navigation', { name: 'Main' }).locator('a[href="/account"]').click();
  await expect(page).toHaveURL(/\/account$/);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('bn');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('combobox', { name: 'ভাষা' })).toBeVisible();
  const quoteInBengali = page.waitForRequest(askedIn('bn', 'cart-quote'));
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  await quoteInBengali;
  await expectSameDocument(page);

  // Everything in Bengali, nothing lost: the dishes and quantities, the coupon and what it saves, the
  // bill's amounts (Latin digits, as the catalogue decides), and the server's reason said again.
  await expect(page.getByRole('heading', { level: 1, name: 'কার্ট' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'বিলের বিবরণ' })).toBeVisible();
  const couponBn = page.getByRole('region', { name: 'কুপন' });
  await expect(couponBn).toContainText(`${COUPON} প্রয়োগ হয়েছে · আপনার সাশ্রয়`);
  await expect(page.locator('#pay-why-WALLET')).toHaveText('ওয়ালেট: আপনার ওয়ালেট খালি');
  await expect(page.getByRole('button', { name: /^পেমেন্ট করুন/ })).toBeVisible();
  expect(await lines(page)).toEqual(before.lines);
  expect((await bill.innerText()).match(/₹[\d,.]+/g)).toEqual(before.amounts);
  expect((await couponBn.innerText()).match(/₹[\d,.]+/g)).toEqual(before.saved);
  expect(await page.locator('main').innerText()).not.toMatch(BENGALI_DIGITS);
  await expectNoEnglish(page, 'the cart after the switch');
});
