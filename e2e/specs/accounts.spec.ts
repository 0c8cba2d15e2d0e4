import { codeFor, DEMO_PHONE, freshPhone, reviewerPhone } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { atParkStreet, expectAccessible } from '../support/guest.ts';
import { drawnPhoto } from '../support/photo.ts';

test.describe('logging in and signing up', () => {
  test('a guest with a cart logs in from the cart and comes back to it', async ({ page, request }, info) => {
    // A seeded customer nobody else logs in as in this run (one code a minute per phone).
    const user = { phone: reviewerPhone(info.project.name === 'phone' ? 1 : 2, info.retry) };
    await atParkStreet(page);
    await page.goto('/restaurantDetail/aminia-darbar');
    await page.getByRole('button', { name: 'Add Kolkata Chicken Biryani' }).first().click();
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Login / Signup to continue' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expectAccessible(page);

    const mobile = page.getByRole('textbox', { name: 'Mobile number' });
    await mobile.fill('98765');
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await expect(page.getByText('Please Enter a valid mobile no.')).toBeVisible();
    await expect(mobile).toHaveAttribute('aria-invalid', 'true');

    await mobile.fill(user.phone);
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'OTP sent to your mobile no.' })).toBeVisible();
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByText('Please Enter a OTP.')).toBeVisible();
    await page.getByRole('textbox', { name: 'One-time code' }).fill('00000');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Invalid OTP/ })).toBeVisible();

    await page.getByRole('textbox', { name: 'One-time code' }).fill(await codeFor(request, user.phone));
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Logged In successfully!' })).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('button', { name: 'Proceed To Pay' })).toBeVisible();
    // Logged in, /login leads to the account.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/account$/);
  });

  test('a new number signs up in two steps, and the guest address joins the account', async ({
    page,
    request,
  }) => {
    const phone = freshPhone();
    await atParkStreet(page);
    await page.goto('/setLocation');
    await page.getByRole('textbox', { name: 'House / Flat / Floor No.' }).fill('12 Lake View Road');
    await page.getByRole('button', { name: 'SAVE LOCATION' }).click();
    await expect(page).toHaveURL(/\/restaurants$/);

    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await expect(page).toHaveURL(new RegExp(`/signup/${phone}$`));
    await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue(phone);
    await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    await expect(page.getByText('Please enter all details.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Arjun Basu');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('arjun@example.in');
    await page.getByRole('textbox', { name: 'One-time code' }).fill(await codeFor(request, phone));
    await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Account created.' })).toBeVisible();
    await expect(page).toHaveURL(/\/restaurants$/);

    await page.goto('/manageAddress');
    await expect(page.getByText('12 Lake View Road', { exact: false })).toBeVisible();
    await expect(page.getByText('Default')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('guest_address'))).toBeNull();
  });

  test('logout revokes the session and clears the cart', async ({ page, request, login }) => {
    const user = await login.newCustomer();
    await page.goto('/restaurantDetail/aminia-darbar');
    await page.getByRole('button', { name: 'Add Butter Naan' }).first().click();
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: user.name })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'You have successfully logged out!' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    const left = await page.evaluate(() => ({
      user: localStorage.getItem('user'),
      cart: localStorage.getItem('cart'),
    }));
    expect(left).toEqual({ user: null, cart: null });
    const after = await request.post('/api/update-user-info', {
      headers: { authorization: `Bearer ${user.auth_token}` },
    });
    expect(after.status()).toBe(401);
  });
});

test.describe('the account screens', () => {
  test('addresses: add on the map, edit, replace and delete with a confirmation', async ({ page, login }) => {
    await login.newCustomer();
    await page.goto('/manageAddress');
    await expect(page.getByText('No saved addresses yet.', { exact: false })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Add New Address' }).click();
    await expect(page).toHaveURL(/\/setLocation/);
    await page.getByRole('textbox', { name: 'House / Flat / Floor No.' }).fill('Flat 2A');
    await page.getByRole('button', { name: 'SAVE LOCATION' }).click();
    await expect(page).toHaveURL(/\/manageAddress$/);
    await expect(page.getByText('Flat 2A', { exact: false })).toBeVisible();

    // A second one, from the search, tagged OFFICE.
    await page.getByRole('combobox', { name: 'Search for a new address' }).fill('Salt Lake');
    await page.getByRole('option').first().click();
    await page.getByRole('radio', { name: 'OFFICE' }).click();
    await page.getByRole('button', { name: 'SAVE LOCATION' }).click();
    await expect(page.getByRole('heading', { name: 'OFFICE' })).toBeVisible();

    await page.getByRole('link', { name: 'Edit OFFICE address' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit address' })).toBeVisible();
    await page.getByRole('textbox', { name: 'House / Flat / Floor No.' }).fill('Tower B, 9th floor');
    await page.getByRole('button', { name: 'SAVE LOCATION' }).click();
    await expect(page.getByText('Tower B, 9th floor', { exact: false })).toBeVisible();

    // The address saved last is the default (decision 015); Replace moves it back to HOME.
    await expect(page.getByRole('button', { name: 'Deliver to this OFFICE address' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Deliver to this HOME address' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are You Sure !' });
    const screen = await page.evaluate(() => window.history.state?.idx);
    await confirm.getByRole('button', { name: 'Yes' }).click();
    // Once the server has it, Replace goes back to the previous screen.
    await expect.poll(() => page.evaluate(() => window.history.state?.idx)).not.toBe(screen);
    // Replace is the account's default on the server, and the stored user follows it.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').default_address?.tag))
      .toBe('HOME');

    await page.goto('/manageAddress');
    await page.getByRole('button', { name: 'Delete OFFICE address' }).click();
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(page.getByRole('heading', { name: 'OFFICE' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete OFFICE address' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('heading', { name: 'OFFICE' })).toHaveCount(0);
  });

  test('profile: name and photo are saved', async ({ page, login }) => {
    await login.newCustomer('Old Name');
    await page.goto('/editAccount');
    await expect(page.getByRole('textbox', { name: 'Mobile number' })).not.toBeEditable();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Priya Chatterjee');
    const png = await drawnPhoto(page, { width: 400, height: 400, type: 'image/png' });
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'SAVE' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile Updated.' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Priya Chatterjee' })).toBeVisible();
    const photo = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').photo);
    expect(photo).toMatch(/^uploads\/avatars\//);
  });

  test('wallet: the demo customer’s history in rupees; a new customer’s empty wallet', async ({
    page,
    login,
  }) => {
    await login.customer();
    await page.goto('/wallet');
    await expect(page.getByText('Wallet balance')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first(),
    ).toContainText('₹');
    await expectAccessible(page);
    await login.newCustomer();
    await page.goto('/wallet');
    await expect(page.getByText('No Wallet Transactions Yet!!!')).toBeVisible();
  });

  test('alerts: guests go to login; a tap marks an alert read', async ({ page, login }) => {
    await atParkStreet(page);
    await page.goto('/notifications');
    await expect(page).toHaveURL(/\/login$/);
    const demo = await login.customer();
    expect(demo.phone).toBe(DEMO_PHONE);
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
    // The demo customer has two unread alerts; each project's run reads one, so a retry may find none.
    // Wait for the list or the empty state before counting: the skeleton has no items either.
    const list = page.getByRole('main').getByRole('list');
    const caughtUp = page.getByRole('heading', { name: 'You are all caught up' });
    await expect(list.or(caughtUp)).toBeVisible();
    const items = list.getByRole('listitem');
    const before = await items.count();
    if (before > 0) {
      await expectAccessible(page);
      // An alert about an order opens that order; any other is a button that marks it read.
      const first = items.first();
      const opensOrder = (await first.getByRole('link').count()) > 0;
      await first.getByRole(opensOrder ? 'link' : 'button').click();
      if (opensOrder) {
        await expect(page).toHaveURL(/\/orderDetails\/\d+$/);
        await page.goBack();
        await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
      }
      await expect(items).toHaveCount(before - 1);
    } else {
      await expect(caughtUp).toBeVisible();
    }
  });
});
