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

describe('GET /api/config', () => {
  it('gives the browser its allow-listed settings and never a secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    const config = appConfig.strict().parse(res.json());
    expect(config).toMatchObject({ paymentProvider: 'razorpay', paymentKey: 'rzp_test_public', taxBp: 500 });
    expect(res.body).not.toContain('very-secret-value');
    expect(res.body).not.toContain('webhook-secret-value');
  });
});
