import type { APIRequestContext } from '@playwright/test';
import { actAs, logInViaApi, reviewerPhone, signUpViaApi, type User } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { atParkStreet, expectAccessible } from '../support/guest.ts';

// What we show is true (issue 11, items 6-8).

const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** A cash order placed through the API at the server's own total. */
async function placeCashOrder(request: APIRequestContext, user: User) {
  const headers = { authorization: `Bearer ${user.auth_token}` };
  const menu = await (await request.post('/api/get-restaurant-items/aminia-darbar')).json();
  const biryani = (menu.recommended as Array<{ id: number; name: string }>)
    .concat(...(Object.values(menu.items) as Array<Array<{ id: number; name: string }>>))
    .find((i) => i.name === 'Kolkata Chicken Biryani');
  const body = {
    order: [{ id: biryani?.id, quantity: 1 }],
    coupon: '',
    driver_tip_amount: 0,
    delivery_type: 1,
    location: {
      lat: 22.5526,
      lng: 88.3525,
      address: 'Park Street, Central Kolkata',
      house: '4B',
      landmark: '',
      tag: 'HOME',
    },
    method: 'COD',
    partial_wallet: false,
  };
  const quote = (await (await request.post('/api/cart-quote', { headers, data: body })).json()).data;
  const placed = await request.post('/api/place-order', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: { ...body, total: quote.bill.total, order_comment: '' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()).data as { id: number; unique_order_id: string };
}

test.describe('money shown is the money there is', () => {
  test(
    'after a wallet order, /account shows the new balance, and the button said what would happen',
    { tag: '@wide' },
    async ({ page, request, isMobile }, info) => {
      // A seeded customer with ₹500 in the wallet, used by no other test.
      const user = await logInViaApi(
        request,
        reviewerPhone(info.project.name === 'phone' ? 22 : 23, info.retry),
      );
      await actAs(page, user);
      await page.goto('/account');
      if (isMobile) await expect(page.getByRole('link', { name: 'Wallet · ₹500.00' })).toBeVisible();

      await page.goto('/restaurantDetail/aminia-darbar');
      await page.getByRole('button', { name: 'Add Butter Naan' }).first().click();
      await page.getByRole('button', { name: 'Add one more Butter Naan' }).first().click();
      await page.getByRole('button', { name: 'Add one more Butter Naan' }).first().click();
      await page.goto('/cart');
      await page.getByRole('radio', { name: 'Wallet' }).check();
      // Not "Proceed To Pay · ₹0.00": the wallet pays it all, and the button says so.
      const pay = page.getByRole('button', { name: /^Pay ₹[\d,.]+ from wallet$/ });
      await expect(pay).toBeVisible();
      await expect(page.getByRole('button', { name: /₹0\.00/ })).toHaveCount(0);
      const spent = rupees(await pay.textContent());
      expect(spent).toBeGreaterThan(0);
      await pay.click();
      await expect(page).toHaveURL(/\/orderDetails\/\d+$/);

      const left = (500 - spent).toFixed(2);
      await page.goto('/account');
      if (isMobile) await expect(page.getByRole('link', { name: `Wallet · ₹${left}` })).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').wallet_balance))
        .toBe(left);
    },
  );
});

test.describe('help reaches the right people', () => {
  test('with no chat configured, Help opens the help page and NEED HELP calls the support number', async ({
    page,
    request,
  }) => {
    const user = await signUpViaApi(request, 'Help Seeker');
    const order = await placeCashOrder(request, user);
    await actAs(page, user);
    await page.goto('/account');
    await expect(page.getByRole('main').getByRole('link', { name: 'Help', exact: true })).toHaveAttribute(
      'href',
      '/help',
    );
    await expect(page.locator('a[href*="wa.me"]')).toHaveCount(0);

    await page.goto(`/orderDetails/${order.id}`);
    const help = page.getByRole('link', { name: /^NEED HELP/ });
    await expect(help).toHaveAttribute('href', 'tel:18001234567');
    await expect(page.locator('a[href*="wa.me"]')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('with SUPPORT_CHAT_URL, the chat opens there with the order in the message', async ({
    page,
    request,
  }) => {
    const user = await signUpViaApi(request, 'Chat Seeker');
    const order = await placeCashOrder(request, user);
    // The server's /api/config as it answers when SUPPORT_CHAT_URL is set.
    await page.route('**/api/config', async (route) => {
      const res = await route.fetch();
      await route.fulfill({
        response: res,
        json: { ...(await res.json()), supportChatUrl: 'https://wa.me/919830012345' },
      });
    });
    await actAs(page, user);
    await page.goto(`/orderDetails/${order.id}`);
    const href = await page.getByRole('link', { name: 'NEED HELP' }).getAttribute('href');
    const url = new URL(href ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919830012345');
    expect(url.searchParams.get('text')).toContain(order.unique_order_id);
    await page.goto('/account');
    await expect(page.getByRole('main').getByRole('link', { name: 'Help', exact: true })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/919830012345\?text=/,
    );
  });
});

test.describe('smaller truths', () => {
  test('a landmark is shown as written, never "Near Near"', async ({ page, login }) => {
    await login.customer();
    await page.goto('/manageAddress');
    await expect(page.getByText('Near Sector V bus stop', { exact: true })).toBeVisible();
    await expect(page.getByText(/Near Near/)).toHaveCount(0);
  });

  test('a restaurant nobody rated says so; an unavailable one gives no opening hours', async ({ page }) => {
    await atParkStreet(page);
    await page.goto('/restaurants');
    // Sealdah Station Eats is inactive in the demo city and has no ratings.
    const card = page.getByRole('link', { name: /Sealdah Station Eats/ });
    await expect(card).toContainText('Unavailable');
    await expect(card.getByText('New', { exact: true })).toBeVisible();
    await expect(card).not.toContainText(/Opens|Hours today|3\.4/);
    await card.click();
    await expect(page.getByText('No ratings yet')).toBeVisible();
    await expect(page.getByText(/\(0 ratings\)/)).toHaveCount(0);
  });

  test('a restaurant card promises one time, for delivery and for pickup', async ({ page }) => {
    await atParkStreet(page);
    await page.goto('/restaurants');
    const card = page.getByRole('link', { name: /Aminia Darbar/ }).first();
    const promised = /Delivers in (\d+) min/.exec(await card.innerText())?.[1];
    expect(promised).toBeDefined();
    await expect(card).toContainText(`${promised} MINS`);
    await page.getByRole('radio', { name: 'Self Pickup' }).click();
    const pickup = /Pickup in (\d+) min/.exec(await card.innerText())?.[1];
    expect(pickup).toBeDefined();
    await expect(card).toContainText(`${pickup} MINS`);
    expect(Number(pickup)).toBeLessThan(Number(promised));
  });

  test('a coupon’s terms are printed once', async ({ page }) => {
    await atParkStreet(page);
    await page.goto('/offers');
    await page.getByRole('tab', { name: 'Payment offers/Coupons' }).click();
    const welcome = page.getByRole('listitem').filter({ hasText: 'WELCOME50' });
    await expect(welcome).toContainText('50% off up to ₹100 on orders of ₹199 or more');
    expect(((await welcome.innerText()).match(/₹199/g) ?? []).length).toBe(1);
  });

  test('an alert about an order opens that order, by tap or by keyboard', async ({ page, request }) => {
    const user = await signUpViaApi(request, 'Alert Reader');
    const first = await placeCashOrder(request, user);
    const second = await placeCashOrder(request, user);
    await actAs(page, user);
    await page.goto('/notifications');
    const alerts = page.getByRole('link', { name: /Order placed/ });
    await expect(alerts).toHaveCount(2);
    const read = page.waitForResponse('**/api/mark-one-notification-read');
    await alerts.filter({ hasText: first.unique_order_id }).click();
    await read;
    await expect(page).toHaveURL(new RegExp(`/orderDetails/${first.id}$`));
    await expect(page.getByRole('heading', { name: `ORDER #${first.unique_order_id}` })).toBeVisible();

    await page.goto('/notifications');
    await expect(alerts).toHaveCount(1); // the one opened is read
    await alerts.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/orderDetails/${second.id}$`));
  });

  test('the empty cart asks nothing about a restaurant it does not have', async ({ page }) => {
    const infoCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/get-restaurant-info')) infoCalls.push(r.url());
    });
    await atParkStreet(page);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(infoCalls).toEqual([]);
  });

  test('no page load warns about a missing HydrateFallback', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (m) => messages.push(m.text()));
    await atParkStreet(page);
    for (const path of ['/restaurants', '/cart', '/help', '/']) {
      await page.goto(path);
      // Rendered, not "networkidle": the list and the landing follow the promo slides' live stream,
      // which keeps a connection open for as long as they are shown.
      await page.waitForLoadState('load');
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('main')).not.toBeEmpty();
    }
    expect(messages.filter((m) => /HydrateFallback/.test(m))).toEqual([]);
  });
});
