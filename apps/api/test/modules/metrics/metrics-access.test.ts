// Who may read /metrics (decision 032): open in development; in production only with METRICS_TOKEN
// as a Bearer token, and without one not there at all (a JSON 404, never the web app's page).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const TOKEN = 'scrape-me-7f3a9c1e5b2d4680';
/** Everything production needs, nothing from development (as the config tests have it). */
const PRODUCTION = {
  NODE_ENV: 'production',
  OTP_SECRET: 'a-long-random-production-secret',
  WEBHOOK_SECRET_KEY: 'ab'.repeat(32),
  SMS_HTTP_URL: 'https://sms.example/send',
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_abc123',
  RAZORPAY_KEY_SECRET: 'live-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret',
  VAPID_PUBLIC_KEY: 'BIxQZD5QObDjQydbeOkYi85mfLHiQvAXZXacvpUbE3yonXzwWpUgsKrNg6hF_F9R1bM132WIODPW6vtODaBn0v4',
  VAPID_PRIVATE_KEY: 'vL9gaSP50SPInG4HWm6iP_e3ZgihBCHjY_B5C34df4M',
  VAPID_SUBJECT: 'mailto:ops@khabar.example',
  // Production sheds load when the event loop lags; a busy test machine is not what this file tests.
  MAX_EVENT_LOOP_DELAY_MS: '0',
};

const dist = mkdtempSync(join(tmpdir(), 'khabar-dist-'));
let hidden: TestApp;
let guarded: TestApp;
let development: TestApp;
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><head><title>app</title></head><body></body>');
  // Production serving the web app: its page fallback must not answer /metrics.
  hidden = await createTestApp({ env: { ...PRODUCTION, WEB_DIST: dist }, serveWeb: true });
  guarded = await createTestApp({
    env: { ...PRODUCTION, WEB_DIST: dist, METRICS_TOKEN: TOKEN },
    serveWeb: true,
    handle: hidden.handle,
  });
  development = await createTestApp({ env: { WEB_DIST: dist }, serveWeb: true, handle: hidden.handle });
});
afterAll(async () => {
  await development?.close();
  await guarded?.close();
  await hidden?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (t: TestApp, authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('in production without METRICS_TOKEN', () => {
  it('is not there: a JSON 404 like any unknown path, not the web app’s page', async () => {
    const res = await get(hidden);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Not found' });
    expect(res.body).not.toContain('<!doctype html>');
    // Any token changes nothing; the page fallback still serves pages.
    expect((await get(hidden, `Bearer ${TOKEN}`)).statusCode).toBe(404);
    const page = await hidden.app.inject({ method: 'GET', url: '/metrics-dashboard' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('in production with METRICS_TOKEN', () => {
  it('answers the token as a Bearer header with the metrics', async () => {
    const res = await get(guarded, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('# TYPE khabar_orders gauge');
    // The scheme's case is the client's business (RFC 9110).
    expect((await get(guarded, `bearer ${TOKEN}`)).statusCode).toBe(200);
  });

  it.each([
    ['no header', undefined],
    ['a wrong token', 'Bearer scrape-me-7f3a9c1e5b2d4681'],
    ['the token cut short', `Bearer ${TOKEN.slice(0, -1)}`],
    ['the token and more', `Bearer ${TOKEN}0`],
    ['the token without the scheme', TOKEN],
    ['the token as Basic', `Basic ${TOKEN}`],
    ['an empty Bearer', 'Bearer '],
    ['two tokens', `Bearer ${TOKEN} ${TOKEN}`],
  ])('refuses %s with a 401 that asks for a Bearer token', async (_what, authorization) => {
    const res = await get(guarded, authorization);
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    expect(res.body).not.toContain('khabar_');
  });
});

describe('in development', () => {
  it('is open without a token, and is never the web app’s page', async () => {
    const res = await get(development);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('khabar_http_request_duration_seconds');
  });
});
