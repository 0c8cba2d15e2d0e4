import { appConfig } from '@khabar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_public',
      RAZORPAY_KEY_SECRET: 'very-secret-value',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-value',
      SUPPORT_CHAT_URL: 'https://wa.me/919830012345',
    },
  });
});
afterAll(() => t?.close());

describe('GET /api/health', () => {
  it('answers 200 with the database kind once the catalog is loaded', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, status: 'ok' });
    expect(res.json().restaurants).toBeGreaterThanOrEqual(40);
  });
});

describe('the Date header', () => {
  it("is the app's clock, so the page counts down on the server's time (here the test clock)", async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(ok.headers.date).toBe('Thu, 19 Nov 2026 07:30:00 GMT');
    const refused = await t.app.inject({ method: 'POST', url: '/api/get-orders' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers.date).toBe('Thu, 19 Nov 2026 07:30:00 GMT');
  });
});

describe('GET /api/config', () => {
  it('gives the browser its allow-listed settings and never a secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    const config = appConfig.strict().parse(res.json());
    expect(config).toMatchObject({
      paymentProvider: 'razorpay',
      paymentKey: 'rzp_test_public',
      taxBp: 500,
      supportChatUrl: 'https://wa.me/919830012345',
    });
    expect(res.body).not.toContain('very-secret-value');
    expect(res.body).not.toContain('webhook-secret-value');
  });
});
