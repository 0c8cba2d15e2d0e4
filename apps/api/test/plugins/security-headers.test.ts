// Every answer carries the security headers (helmet) with a strict Content-Security-Policy: scripts
// only from our origin (plus Razorpay's checkout when it is the provider), no framing, no plugins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let sandbox: TestApp;
let razorpay: TestApp;
beforeAll(async () => {
  sandbox = await createTestApp();
  razorpay = await createTestApp({
    env: {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_public',
      RAZORPAY_KEY_SECRET: 'secret-secret-secret',
      RAZORPAY_WEBHOOK_SECRET: 'hook-secret-secret',
    },
  });
});
afterAll(async () => {
  await sandbox?.close();
  await razorpay?.close();
});

/** The CSP as a map of directive to its sources. */
function policyOf(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/health'],
    ['a refusal', '/api/no-such-call'],
    ['media', '/media/default/item.svg'],
  ])('%s carries a strict policy and the other helmet headers', async (_what, url) => {
    const res = await sandbox.app.inject({ method: 'GET', url });
    const csp = policyOf(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('lets in Razorpay’s checkout script, frame and logger only when Razorpay is the provider', async () => {
    const res = await razorpay.app.inject({ method: 'GET', url: '/api/health' });
    const csp = policyOf(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://checkout.razorpay.com']);
    expect(csp.get('frame-src')).toEqual(['https://api.razorpay.com', 'https://checkout.razorpay.com']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://lumberjack.razorpay.com']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });
});
