// Every refusal is `{ success: false, code, message }` with a code from the domain's one list, and the
// HTTP status is the one that code maps to: the web branches on these codes.
import { ERROR_CODES, errorResponse } from '@khabar/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors/app-error.ts';
import { registerErrorHandler } from '../../src/plugins/error-handler.ts';
import { logIn } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  token = (await logIn(t.app, '9876543210')).token;
});
afterAll(() => t?.close());

const post = (url: string, payload: string | object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers });
const bearer = () => ({ authorization: `Bearer ${token}` });

describe('error answers', () => {
  it.each([
    ['BAD_REQUEST', () => post('get-delivery-restaurants', { latitude: 'north' })],
    [
      'BAD_REQUEST',
      () => post('get-delivery-restaurants', '{"latitude":', { 'content-type': 'application/json' }),
    ],
    ['UNAUTHORIZED', () => post('get-orders', {})],
    ['FORBIDDEN', () => post('get-orders', { user_id: 999_999 }, bearer())],
    ['NOT_FOUND', () => post('get-order-details', { order_id: 999_999 }, bearer())],
    ['NOT_FOUND', () => t.app.inject({ method: 'GET', url: '/api/no-such-call' })],
    ['PAYLOAD_TOO_LARGE', () => post('search-restaurants', { q: 'x'.repeat(70_000) })],
    [
      'UNSUPPORTED_MEDIA_TYPE',
      () => post('get-orders', '<a/>', { 'content-type': 'application/xml', ...bearer() }),
    ],
    [
      'UNPROCESSABLE',
      () =>
        post('cart-quote', {
          order: [{ id: 2_000_000_000, quantity: 1 }],
          delivery_type: 1,
          location: { address: 'Park Street', lat: 22.55, lng: 88.35 },
        }),
    ],
    [
      'CODE_ALREADY_SENT',
      async () => {
        const send = () =>
          t.app.inject({
            method: 'GET',
            url: '/api/send-login-otp/9876543210',
            headers: { 'x-forwarded-for': '10.9.9.9' },
          });
        await send();
        return send();
      },
    ],
    [
      'RATE_LIMITED',
      async () => {
        // A network that asked for twenty sign-up codes this hour, for numbers new to it.
        const send = (n: number) =>
          t.app.inject({
            method: 'GET',
            url: `/api/send-registration-otp/9${String(n).padStart(5, '0')}4321`,
            headers: { 'x-forwarded-for': '10.9.8.7' },
          });
        for (let n = 1; n <= 20; n++) await send(n);
        return send(21);
      },
    ],
    [
      'CONFLICT',
      () =>
        post('register', {
          phone: '9876543210',
          name: 'A',
          email: 'a@example.in',
          referral: '',
          otp: '12345',
        }),
    ],
  ] as const)('%s has its status and parses as an error answer', async (code, request) => {
    const res = await request();
    expect(res.statusCode, res.body).toBe(ERROR_CODES[code]);
    const body = errorResponse.parse(res.json());
    expect(body.code).toBe(code);
    expect(body.message.length).toBeGreaterThan(0);
  });
});

describe('an AppError with details', () => {
  it('adds them to the envelope and never lets them replace its success, code or message', async () => {
    const app = Fastify();
    registerErrorHandler(app, { brandName: 'Khabar' });
    app.get('/x', async () => {
      throw new AppError('CONFLICT', 'Prices have changed. Please check the new total.', {
        success: true,
        code: 'OK',
        message: 'All is well',
        quote: { total: '1.00' },
      });
    });
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      message: 'Prices have changed. Please check the new total.',
      quote: { total: '1.00' },
    });
    await app.close();
  });
});
