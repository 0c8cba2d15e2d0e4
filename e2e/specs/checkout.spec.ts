import type { Page } from '@playwright/test';
import { actAs, logInViaApi, logInWithCode, reviewerPhone } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { atParkStreet, expectAccessible, fillCart } from '../support/guest.ts';

const AMINIA = 'aminia-darbar';
const payButton = (page: Page) =>
  page.getByRole('button', { name: /^(Proceed To Pay|Please Wait|Pay ₹[\d,.]+ from wallet)/ });
const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
const bill = (page: Page) => page.getByRole('region', { name: 'BILL DETAILS' });
/** The amount on one row of the bill: the definition after the term with this exact label. */
const billRow = (page: Page, label: string) =>
  bill(page)
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
const toPayAmount = (page: Page) => billRow(page, 'To Pay');
/** The customer's orders on My Orders, one list item each. */
const orderCards = (page: Page) => page.getByRole('list', { name: 'Your orders' }).getByRole('listitem');

test.describe('checkout', () => {
  test(
    'a guest logs in from the cart and places a cash order, then finds it in My Orders',
    { tag: '@wide' },
    async ({ page }, info) => {
      // A seeded customer used by this test alone in this run (one code a minute per phone).
      const phone = reviewerPhone(info.project.name === 'phone' ? 3 : 4, info.retry);
      await atParkStreet(page);
      await fillCart(page, AMINIA, [['Kolkata Chicken Biryani', 1]]);
      await page.getByRole('button', { name: 'Login / Signup to continue' }).click();
      await logInWithCode(page, phone);
      await expect(page).toHaveURL(/\/cart$/);

      // Tips add up and clear; the bill follows.
      await page.getByRole('button', { name: '+₹10' }).click();
      await page.getByRole('button', { name: '+₹20' }).click();
      await expect(bill(page).getByText('Delivery Tip')).toBeVisible();
      await expect(page.getByText('₹30 goes to your rider')).toBeVisible();
      await page.getByRole('button', { name: 'Clear' }).click();
      await expect(bill(page).getByText('Delivery Tip')).toHaveCount(0);
      await page.getByRole('button', { name: '+₹5' }).click();

      await page.getByRole('radio', { name: 'COD' }).check();
      await expect(page.getByText('Pay the rider in cash')).toBeVisible();
      await expectAccessible(page);
      const total = await toPayAmount(page).textContent();
      await expect(payButton(page)).toContainText('Proceed To Pay');
      await payButton(page).click();

      await expect(page).toHaveURL(/\/orderDetails\/\d+$/);
      await expect(page.getByRole('status').filter({ hasText: 'Order placed!' })).toBeVisible();
      await expect(page.getByRole('heading', { name: /^ORDER #KB/ })).toBeVisible();
      await expect(page.getByText('1 x Kolkata Chicken Biryani')).toBeVisible();
      await expect(page.getByText(/Pay ₹[\d,.]+ in cash on delivery/)).toBeVisible();
      // The order's bill ends on Total (the cart's on To Pay): the same amount.
      await expect(billRow(page, 'Total')).toHaveText(total ?? '');
      await expectAccessible(page);

      // Success cleared the cart, coupon and tip.
      const left = await page.evaluate(() =>
        ['cart', 'tip', 'applyedCoupon'].map((k) => localStorage.getItem(k)),
      );
      expect(left).toEqual([null, null, null]);

      await page.goto('/myOrders');
      const card = orderCards(page).first();
      await expect(card).toContainText('Aminia Darbar');
      await expect(card).toContainText('Order Placed');
      await expect(card.getByRole('link', { name: 'TRACK' })).toBeVisible();
      await expect(card.getByRole('button', { name: 'RE-ORDER from Aminia Darbar' })).toBeVisible();
      await expectAccessible(page);
    },
  );

  test('online through the sandbox: COD refused above ₹400, Pay places the order', async ({
    page,
    login,
  }) => {
    await login.newCustomer();
    await fillCart(page, AMINIA, [['Kolkata Chicken Biryani', 2]]);
    await expect(page.getByText('COD: COD not allowed on order amount above ₹ 400')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'COD' })).toBeDisabled();
    await expect(page.getByText('Wallet: Your wallet is empty')).toBeVisible();
    const payable = rupees(await toPayAmount(page).textContent());
    await payButton(page).click();

    await expect(page).toHaveURL(/\/sandbox-pay\/order_sbx_/);
    await expect(page.getByText('Khabar test payment')).toBeVisible();
    const payOnGateway = page.getByRole('button', { name: /^Pay ₹/ });
    expect(rupees(await payOnGateway.textContent())).toBe(payable);
    await payOnGateway.click();

    await expect(page).toHaveURL(/\/orderDetails\/\d+$/);
    await expect(page.getByRole('status').filter({ hasText: 'Order placed!' })).toBeVisible();
    await expect(page.getByText('Paid via Online payment')).toBeVisible();
    await page.goto('/myOrders');
    await expect(orderCards(page)).toHaveCount(1);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible();
  });

  test('a failed sandbox payment places nothing and keeps the cart', async ({ page, login }) => {
    await login.newCustomer();
    await fillCart(page, AMINIA, [['Kolkata Chicken Biryani', 2]]);
    await payButton(page).click();
    await page.getByRole('button', { name: 'Fail payment' }).click();
    await expect(page).toHaveURL(/\/checkout\?payment_failed=/);
    await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to cart' }).click();
    await expect(page.getByRole('button', { name: 'Add one more Kolkata Chicken Biryani' })).toBeVisible();
    await page.goto('/myOrders');
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  });

  test('the wallet pays a whole order, then part of the next with the rest online', async ({
    page,
    request,
  }, info) => {
    // A seeded customer with the ₹500 welcome credit, used by this test alone in this run.
    const user = await logInViaApi(
      request,
      reviewerPhone(info.project.name === 'phone' ? 9 : 10, info.retry),
    );
    await actAs(page, user);
    await fillCart(page, AMINIA, [['Butter Naan', 3]]);
    await page.getByRole('radio', { name: 'Wallet' }).check();
    await expect(page.getByText('Wallet balance ₹500.00')).toBeVisible();
    await expect(toPayAmount(page)).toHaveText('₹0.00');
    const first = rupees(await billRow(page, 'Total').textContent());
    // The button says what happens: the wallet pays it all (not "Proceed To Pay · ₹0.00").
    await expect(payButton(page)).toHaveText(`Pay ₹${first.toFixed(2)} from wallet`);
    await payButton(page).click();
    await expect(page).toHaveURL(/\/orderDetails\/\d+$/);
    await expect(page.getByText('Paid from wallet')).toBeVisible();

    const left = 500 - first;
    await fillCart(page, AMINIA, [['Kolkata Chicken Biryani', 2]]);
    // The wallet cannot cover this one alone.
    await expect(page.getByRole('radio', { name: 'Wallet' })).toBeDisabled();
    await page.getByRole('checkbox', { name: /Use wallet balance/ }).check();
    await expect(bill(page).getByText('From wallet')).toBeVisible();
    // The bill's Total, read once the wallet is on it: To Pay read before the check could already have
    // the wallet taken off, the cart keeping the customer's last choice (CI read ₹388 of ₹697).
    const total = rupees(await billRow(page, 'Total').textContent());
    await expect(page.getByText('COD: COD not available when using wallet')).toBeVisible();
    await expect(toPayAmount(page)).toHaveText(`₹${(total - left).toFixed(2)}`);
    await payButton(page).click();
    const payOnGateway = page.getByRole('button', { name: /^Pay ₹/ });
    expect(rupees(await payOnGateway.textContent())).toBeCloseTo(total - left, 2);
    await payOnGateway.click();
    await expect(page).toHaveURL(/\/orderDetails\/\d+$/);
    await page.goto('/wallet');
    await expect(page.getByRole('region', { name: 'Balance' }).getByText(/^₹/)).toHaveText('₹0.00');
  });

  test('a coupon applies to the cart, is refused below its minimum, and drops when the cart shrinks, saying why', async ({
    page,
    login,
  }) => {
    const minimum = 'Coupon applicable on minimum order of ₹199';
    const dropped = `WELCOME50 removed: ${minimum}`;
    const applyWelcome = async () => {
      await page.getByRole('link', { name: 'Apply coupon' }).click();
      await page.getByRole('button', { name: 'Apply WELCOME50' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Coupon applied successfully!' }),
      ).toBeVisible();
      await expect(bill(page).getByText('Total Discount')).toBeVisible();
    };
    await login.newCustomer();
    await fillCart(page, AMINIA, [['Butter Naan', 2]]);
    await page.getByRole('link', { name: 'Apply coupon' }).click();
    await page.getByRole('button', { name: 'Apply WELCOME50' }).click();
    await expect(page.getByText(minimum)).toBeVisible();
    await page.goBack();
    await page.getByRole('button', { name: 'Add one more Butter Naan' }).click();
    await page.getByRole('button', { name: 'Add one more Butter Naan' }).click();
    await applyWelcome();

    // In the cart: the coupon row says which coupon went and the rule's own reason.
    await page.getByRole('button', { name: 'Remove one Butter Naan' }).click();
    await expect(page.getByRole('region', { name: 'Coupon' }).getByRole('status')).toContainText(dropped);
    await expect(bill(page).getByText('Total Discount')).toHaveCount(0);

    // On the menu: its minus says it in the snackbar.
    await page.getByRole('button', { name: 'Add one more Butter Naan' }).click();
    await applyWelcome();
    await page.getByRole('link', { name: '+ Add more items' }).click();
    await page.getByRole('button', { name: 'Remove one Butter Naan' }).first().click();
    // The snackbar says the reason alone; the menu's cart bar may say it too, once its quote is back,
    // after a '·' (a second status that made this check ambiguous, on main as well).
    await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${dropped}$`) })).toBeVisible();

    // And the dish's sheet, which covers the snackbar, says it itself.
    await page.getByRole('button', { name: 'Add one more Butter Naan' }).first().click();
    await page.goto('/cart');
    await applyWelcome();
    await page.getByRole('link', { name: '+ Add more items' }).click();
    await page.getByRole('button', { name: 'Butter Naan', exact: true }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Butter Naan' });
    await sheet.getByRole('button', { name: 'Remove one Butter Naan' }).click();
    await expect(sheet.getByRole('status').filter({ hasText: dropped })).toHaveText(dropped);
    await expect(sheet.locator('output')).toHaveText('3');
    await page.goto('/cart');
    await expect(page.getByRole('link', { name: 'Apply coupon' })).toBeVisible();
  });

  test('a refused order says so and leaves the button ready to try again', async ({ page, login }) => {
    await login.newCustomer();
    await fillCart(page, AMINIA, [['Kolkata Chicken Biryani', 1]]);
    // The server refuses this attempt (a network or server failure looks the same to the customer).
    await page.route('**/api/place-order', (route) =>
      route.fulfill({ status: 422, json: { success: false, message: 'Restaurant is closed.' } }),
    );
    await page.getByRole('radio', { name: 'COD' }).check();
    await payButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Unable to place order!' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Restaurant is closed.' })).toBeVisible();
    await expect(payButton(page)).toBeEnabled();
    await expect(page).toHaveURL(/\/cart$/);
  });
});
