// The server speaks the person's language (issue 28): errors in the language of the asking screen
// (Accept-Language), the login SMS in it too, and order alerts in the language kept on the account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../../helpers/accounts.ts';
import { logInStaff, newCustomer, placeOrder, post } from '../../helpers/lifecycle.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t?.close());

const inLanguage = (url: string, language: string | undefined, payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: {
      ...(language ? { 'accept-language': language } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'x-forwarded-for': freshIp(),
    },
    payload,
  });

describe('errors in the language of the asking screen', () => {
  it('answers a refusal in Bengali or Hindi, and the spec’s English without the header', async () => {
    const body = { phone: '9876543210', otp: '12' };
    const en = await inLanguage('login-using-otp', undefined, body);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Please Enter a OTP.' });
    expect((await inLanguage('login-using-otp', 'bn-IN,bn;q=0.9,en;q=0.8', body)).json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'অনুগ্রহ করে OTP দিন।',
    });
    expect((await inLanguage('login-using-otp', 'hi', body)).json().message).toBe('कृपया OTP डालें।');
    expect((await inLanguage('login-using-otp', 'ta-IN', body)).json().message).toBe('Please Enter a OTP.');
  });

  it('sends a refusal it has no words for in English, never a half-translated one', async () => {
    const res = await inLanguage(
      'set-language',
      'hi',
      { language: 'fr' },
      (await newCustomer(t, '9000012301')).token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
    expect(res.json().message).toMatch(/^language/);
  });
});

describe('the login SMS', () => {
  it('is texted in the language of the screen that asked for it', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/api/send-login-otp/9876543210',
      headers: { 'accept-language': 'bn', 'x-forwarded-for': freshIp() },
    });
    const outbox = (await t.app.inject({ method: 'GET', url: '/api/dev/sms?phone=9876543210' })).json().data;
    expect(outbox[0].text).toMatch(/^\d{5} আপনার Khabar কোড। এটি 5 মিনিটে শেষ হয়ে যাবে।/);
  });
});

describe('order alerts', () => {
  it('are written in the account’s language', async () => {
    const customer = await newCustomer(t, '9000012302');
    expect((await post(t, 'set-language', customer.token, { language: 'bn' })).statusCode).toBe(200);
    const placed = await placeOrder(t, customer, { method: 'COD' });
    const staff = await logInStaff(t, placed.restaurantId);
    const accepted = await post(t, `partner/orders/${placed.id}/accept`, staff.token, {
      preparation_min: 15,
    });
    expect(accepted.statusCode).toBe(200);
    const alerts = (await post(t, 'get-user-notifications', customer.token)).json();
    const list = (Array.isArray(alerts) ? alerts : alerts.data) as {
      data: { title: string; message: string };
    }[];
    expect(list[0]?.data).toEqual({
      title: 'অর্ডার গ্রহণ হয়েছে',
      message: `Aminia Darbar আপনার অর্ডার ${placed.uniqueOrderId} তৈরি করছে, প্রায় 15 মিনিটে তৈরি হবে।`,
    });
    // The first alert, written as the order is placed, with the customer read in the same query.
    expect(list[1]?.data).toEqual({
      title: 'অর্ডার হয়েছে',
      message: `Aminia Darbar আপনার অর্ডার ${placed.uniqueOrderId} পেয়েছে।`,
    });
  });

  it('say an order placed in English to an account that chose none, as the spec words it', async () => {
    const customer = await newCustomer(t, '9000012303');
    const placed = await placeOrder(t, customer, { method: 'COD' });
    const alerts = (await post(t, 'get-user-notifications', customer.token)).json();
    const list = (Array.isArray(alerts) ? alerts : alerts.data) as {
      data: { title: string; message: string };
    }[];
    expect(list[0]?.data).toEqual({
      title: 'Order placed',
      message: `Aminia Darbar has your order ${placed.uniqueOrderId}.`,
    });
  });
});
