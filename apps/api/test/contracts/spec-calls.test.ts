// Every call of the product specification (docs/product.md, "The calls") made the way the spec's own
// clients make it: token and user_id in the body instead of a Bearer header, the whole cart item as an
// order line, null for the optional fields they have no value for. Each answer must parse with the
// endpoint's contract; and what those clients never send ("0x10", [5], "false") is refused.
import {
  cartQuoteResponse,
  coordinateToAddressResponse,
  deleteAddressResponse,
  distanceResponse,
  editAddressResponse,
  editProfileResponse,
  getAddressesResponse,
  getCouponsResponse,
  getOrdersResponse,
  getRestaurantInfoResponse,
  getRestaurantItemsResponse,
  getRestaurantRatingsResponse,
  getRestaurantsNearResponse,
  getUserNotificationsResponse,
  getWalletTransactionsResponse,
  loginResponse,
  logoutResponse,
  markNotificationResponse,
  orderDetailsResponse,
  placeOrderResponse,
  promoSliderResponse,
  registerResponse,
  saveAddressResponse,
  searchRestaurantsResponse,
  sendOtpResponse,
  updateUserInfoResponse,
} from '@khabar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { deviceCookie, freshIp, lastCode } from '../helpers/accounts.ts';
import { dishesOf } from '../helpers/orders.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let auth: { token: string; user_id: number };
let aminia: Awaited<ReturnType<typeof dishesOf>>;
const PHONE = '9440000001';
const HERE = { latitude: 22.5526, longitude: 88.3525 };

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  aminia = await dishesOf(t, 'aminia-darbar');
  const login = await loginAs('9876543210');
  auth = { token: login.auth_token!, user_id: login.id };
});
afterAll(() => t?.close());

/** The calls come from one browser: the device cookie the server set goes back with each (decision 025). */
let device: string | undefined;

async function send(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await t.app.inject({
    method,
    url: `/api/${url}`,
    headers: { 'x-forwarded-for': freshIp(), ...(device ? { cookie: device } : {}) },
    ...(payload ? { payload } : {}),
  });
  device = deviceCookie(res.headers['set-cookie']) ?? device;
  return res;
}

/** Makes the call and parses the answer with its contract; any other status fails with the body. */
async function expectCall<T extends z.ZodType>(
  contract: T,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  status = 200,
): Promise<z.infer<T>> {
  const res = await send(method, url, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
  return contract.parse(res.json());
}

describe('the spec’s calls, with its payloads', () => {
  it('browses: restaurants, slides, search, a restaurant, its menu, coupons and ratings', async () => {
    const delivery = await expectCall(getRestaurantsNearResponse, 'POST', 'get-delivery-restaurants', HERE);
    expect(delivery.length).toBeGreaterThan(0);
    await expectCall(getRestaurantsNearResponse, 'POST', 'get-selfpickup-restaurants', HERE);
    const slides = await expectCall(promoSliderResponse, 'POST', 'promo-slider');
    expect(slides.mainSlides.length).toBeGreaterThan(0);
    await expectCall(searchRestaurantsResponse, 'POST', 'search-restaurants', { q: 'biryani', ...HERE });
    const info = await expectCall(getRestaurantInfoResponse, 'POST', 'get-restaurant-info/aminia-darbar');
    const menu = await expectCall(getRestaurantItemsResponse, 'POST', 'get-restaurant-items/aminia-darbar');
    expect(Object.keys(menu.items).length).toBeGreaterThan(0);
    await expectCall(getCouponsResponse, 'POST', 'get-coupons', { restaurant_id: info.id });
    await expectCall(getCouponsResponse, 'POST', 'get-coupons');
    await expectCall(getRestaurantRatingsResponse, 'GET', `rating/get-restaurant-ratings/${info.id}`);
    await expectCall(coordinateToAddressResponse, 'POST', 'coordinate-to-address', {
      lat: 22.5526,
      lng: 88.3525,
    });
    await expectCall(distanceResponse, 'GET', 'distance?olat=22.5526&olng=88.3525&dlat=22.56&dlng=88.35');
  });

  it('signs up and logs in: the OTP sends, register (referral empty) and login-using-otp', async () => {
    const none = await expectCall(sendOtpResponse, 'GET', `send-login-otp/${PHONE}`);
    expect(none.success).toBe(false);
    expect((await expectCall(sendOtpResponse, 'GET', `send-registration-otp/${PHONE}`)).success).toBe(true);
    const registered = await expectCall(registerResponse, 'POST', 'register', {
      phone: PHONE,
      name: 'Mita Roy',
      email: 'mita@example.in',
      referral: '',
      otp: await lastCode(t.app, PHONE),
    });
    expect(registered.message).toBe('Account created.');
    expect(registered.data.auth_token).toMatch(/.{20,}/);
  });

  it('reads the account: update-user-info, wallet, addresses, notifications', async () => {
    const info = await expectCall(updateUserInfoResponse, 'POST', 'update-user-info', auth);
    expect(info.data.id).toBe(auth.user_id);
    await expectCall(getWalletTransactionsResponse, 'POST', 'get-wallet-transactions', auth);
    await expectCall(getAddressesResponse, 'POST', 'get-addresses', auth);
    const alerts = await expectCall(getUserNotificationsResponse, 'POST', 'get-user-notifications', auth);
    if (alerts[0]) {
      const read = await expectCall(markNotificationResponse, 'POST', 'mark-one-notification-read', {
        ...auth,
        notification_id: alerts[0].id,
      });
      expect(read.find((n) => n.id === alerts[0]!.id)?.is_read).toBe(1);
    }
  });

  it('saves, adds, edits and deletes addresses with get_only_default_address null, true or absent', async () => {
    const address = {
      ...auth,
      ...HERE,
      address: 'Park Street, Kolkata',
      house: '4B',
      landmark: null,
      tag: 'HOME',
      get_only_default_address: null,
    };
    const all = await expectCall(saveAddressResponse, 'POST', 'save-address', address);
    const added = await expectCall(saveAddressResponse, 'POST', 'add-address', {
      ...address,
      tag: 'OTHER',
      get_only_default_address: true,
    });
    expect(added).toHaveLength(1);
    const mine = all.find((a) => a.address === 'Park Street, Kolkata' && a.house === '4B')!;
    expect(mine.landmark).toBe('');
    const edited = await expectCall(editAddressResponse, 'POST', 'edit-address', {
      ...address,
      address_id: mine.id,
      house: '5C',
    });
    expect(edited.find((a) => a.id === mine.id)?.house).toBe('5C');
    const left = await expectCall(deleteAddressResponse, 'POST', 'delete-address', {
      ...auth,
      address_id: mine.id,
    });
    expect(left.some((a) => a.id === mine.id)).toBe(false);
  });

  it('orders: cart-quote, place-order with the whole cart item, get-orders, get-order-details', async () => {
    const dish = aminia.dishes.find((d) => d.pricePaise >= 5000)!;
    const quantity = Math.ceil(20000 / dish.pricePaise);
    // The spec's cart line: the whole menu item plus quantity and cartPrice.
    const line = {
      id: dish.id,
      name: dish.name,
      price: (dish.pricePaise / 100).toFixed(2),
      is_veg: 0,
      quantity,
      cartPrice: ((dish.pricePaise * quantity) / 100).toFixed(2),
    };
    const cart = {
      ...auth,
      user: { id: auth.user_id, name: 'Demo' },
      order: [line],
      coupon: null,
      location: { address: 'Park Street, Kolkata', lat: 22.5526, lng: 88.3525, house: '4B', tag: 'HOME' },
      order_comment: null,
      driver_tip_amount: '',
      delivery_type: 1,
      partial_wallet: false,
    };
    const quote = await expectCall(cartQuoteResponse, 'POST', 'cart-quote', cart);
    const placed = await expectCall(
      placeOrderResponse,
      'POST',
      'place-order',
      {
        ...cart,
        method: 'COD',
        total: Number(quote.data.bill.total),
        payable: Number(quote.data.bill.total),
        payment_token: null,
        payment_id: null,
      },
      201,
    );
    const orders = await expectCall(getOrdersResponse, 'POST', 'get-orders', auth);
    expect(orders.data.some((o) => o.id === placed.data.id)).toBe(true);
    const details = await expectCall(orderDetailsResponse, 'POST', 'get-order-details', {
      ...auth,
      order_id: placed.data.id,
    });
    expect(details.resturant_details?.slug).toBe('aminia-darbar');
  });

  it('edits the profile as multipart with token and user_id fields, then logs out', async () => {
    const login = await loginAs('9000010000');
    const auth = { token: login.auth_token!, user_id: login.id };
    const form = new FormData();
    form.append('user_id', String(auth.user_id));
    form.append('token', auth.token);
    form.append('name', 'Demo Customer');
    form.append('email', '');
    form.append('phone', '9000010000');
    const res = await t.app.inject({ method: 'POST', url: '/api/edit-profile', payload: form });
    expect(res.statusCode, res.body).toBe(200);
    expect(editProfileResponse.parse(res.json()).message).toBe('Profile Updated.');
    await expectCall(logoutResponse, 'POST', 'logout', auth);
    expect((await send('POST', 'get-orders', auth)).statusCode).toBe(401);
  });
});

describe('what the spec’s clients never send is refused, not coerced', () => {
  let me: { token: string; user_id: number };
  beforeAll(async () => {
    const login = await loginAs('9000010037');
    me = { token: login.auth_token!, user_id: login.id };
  });

  it.each([
    ['a hex string', '0x10'],
    ['an exponent', '1e3'],
    ['an array', [5]],
    ['a boolean', true],
    ['a fraction', 2.5],
    ['zero', 0],
  ])('an id given as %s is a 400', async (_name, id) => {
    for (const [url, field] of [
      ['delete-address', 'address_id'],
      ['mark-one-notification-read', 'notification_id'],
    ] as const) {
      const res = await send('POST', url, { ...me, [field]: id });
      expect(res.statusCode, `${url} ${JSON.stringify(id)}: ${res.body}`).toBe(400);
    }
  });

  it.each([
    ['a hex string', '0x2'],
    ['an array', [2]],
    ['a fraction', 1.5],
    ['a boolean', true],
  ])('a quantity given as %s is a 400', async (_name, quantity) => {
    const dish = aminia.dishes[0]!;
    const res = await send('POST', 'cart-quote', {
      order: [{ id: dish.id, quantity }],
      delivery_type: 1,
      location: { address: 'Park Street', lat: 22.5526, lng: 88.3525 },
    });
    expect(res.statusCode, res.body).toBe(400);
  });

  it('a boolean given as a string is a 400; null reads as false', async () => {
    const dish = aminia.dishes[0]!;
    const cart = {
      order: [{ id: dish.id, quantity: 1 }],
      delivery_type: 1,
      location: { address: 'Park Street', lat: 22.5526, lng: 88.3525 },
    };
    expect((await send('POST', 'cart-quote', { ...cart, partial_wallet: 'false' })).statusCode).toBe(400);
    expect((await send('POST', 'cart-quote', { ...cart, partial_wallet: null })).statusCode).toBe(200);
    const address = { ...me, ...HERE, address: 'Gariahat, Kolkata' };
    expect(
      (await send('POST', 'save-address', { ...address, get_only_default_address: 'true' })).statusCode,
    ).toBe(400);
  });

  it('delivery_type is 1 or 2, as a number or its digit', async () => {
    const dish = aminia.dishes[0]!;
    const cart = {
      order: [{ id: dish.id, quantity: 1 }],
      location: { address: 'Park Street', lat: 22.5526, lng: 88.3525 },
    };
    expect((await send('POST', 'cart-quote', { ...cart, delivery_type: '2' })).statusCode).toBe(200);
    for (const bad of [3, '0x1', [1], true, null]) {
      expect((await send('POST', 'cart-quote', { ...cart, delivery_type: bad })).statusCode).toBe(400);
    }
  });
});

/** Logs in through the real OTP flow, with the spec's payload. */
async function loginAs(phone: string) {
  await expectCall(sendOtpResponse, 'GET', `send-login-otp/${phone}`);
  const login = await expectCall(loginResponse, 'POST', 'login-using-otp', {
    phone,
    otp: await lastCode(t.app, phone),
  });
  return login.data;
}
