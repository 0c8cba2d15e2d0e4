// Three defences at the edge: whose X-Forwarded-For is believed (TRUST_PROXY), how long a client may
// take to send its request, and 503 instead of a growing queue when the event loop falls behind.
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/load-config.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

const production = {
  NODE_ENV: 'production',
  OTP_SECRET: 'a-long-random-production-secret',
  SMS_HTTP_URL: 'https://sms.example/send',
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_abc',
  RAZORPAY_KEY_SECRET: 'live-secret-of-our-own',
  RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret-of-our-own',
};
const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    return (err as { problems: string[] }).problems;
  }
};

describe('TRUST_PROXY', () => {
  it('reads a hop count or proxy addresses, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
    ]);
    expect(problems({ TRUST_PROXY: 'yes please' })).toEqual([
      'TRUST_PROXY must be a hop count (e.g. 1) or proxy addresses / CIDR ranges, comma-separated',
    ]);
  });

  it('refuses "true" (anyone’s header believed) in production, and takes a hop count there', () => {
    expect(problems({ ...production, TRUST_PROXY: 'true' })).toEqual([
      'TRUST_PROXY is true, which believes any client’s X-Forwarded-For: give the hop count (e.g. 1) or the proxies’ addresses',
    ]);
    expect(problems({ ...production, TRUST_PROXY: '1' })).toEqual([]);
  });

  it('with one hop trusted, a client cannot pose as another address by adding its own header', async () => {
    const handle = await createTestDatabase();
    const app = await buildApp({
      config: loadConfig({ TRUST_PROXY: '1', DATA_DIR: '/tmp/khabar-unused' }),
      db: handle,
      logger: false,
    });
    try {
      app.get('/api/test-ip', async (req) => ({ ip: req.ip }));
      await app.ready();
      // The client wrote "1.2.3.4"; our load balancer appended the address it really came from.
      const res = await app.inject({
        method: 'GET',
        url: '/api/test-ip',
        headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' },
      });
      expect(res.json().ip).toBe('203.0.113.9');
    } finally {
      await app.close();
      await handle.close();
    }
  });
});

describe('slow clients', () => {
  it('must send the whole request within REQUEST_TIMEOUT_MS (30 s unless set)', async () => {
    const t = await createTestApp({ env: { REQUEST_TIMEOUT_MS: '5000' } });
    expect(t.app.server.requestTimeout).toBe(5000);
    await t.close();
    expect(loadConfig({}).requestTimeoutMs).toBe(30_000);
  });
});

describe('pressure', () => {
  it('answers 503 with Retry-After while the event loop is behind, and serves again after', async () => {
    expect(loadConfig({}).maxEventLoopDelayMs).toBe(0);
    expect(loadConfig(production).maxEventLoopDelayMs).toBe(1000);
    const t = await createTestApp({ env: { MAX_EVENT_LOOP_DELAY_MS: '300', BRAND_NAME: 'Khana' } });
    try {
      await t.app.ready();
      const ok = await t.app.inject({ method: 'GET', url: '/api/config' });
      expect(ok.statusCode).not.toBe(503);
      // Block the loop for 800 ms, as a burst of work would.
      const until = Date.now() + 800;
      while (Date.now() < until) {
        /* busy */
      }
      await new Promise((r) => setTimeout(r, 0));
      const shed = await t.app.inject({ method: 'GET', url: '/api/config' });
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('2');
      expect(shed.json()).toMatchObject({
        code: 'UNAVAILABLE',
        message: 'Khana is very busy right now. Please try again in a moment.',
      });
      // Health is always answered, so the load balancer does not take a busy process for a dead one.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      // The next quiet sample lets requests in again.
      await new Promise((r) => setTimeout(r, 1200));
      expect((await t.app.inject({ method: 'GET', url: '/api/config' })).statusCode).not.toBe(503);
    } finally {
      await t.close();
    }
  });
});
