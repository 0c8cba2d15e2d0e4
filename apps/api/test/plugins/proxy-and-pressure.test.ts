// Three defences at the edge: whose X-Forwarded-For is believed (TRUST_PROXY), how long a client may
// take to send its request or keep an idle connection (with live streams open, whose connections
// must not be cut), and 503 instead of a growing queue when the event loop falls behind.
import { connect } from 'node:net';
import { schema } from '@khabar/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/load-config.ts';
import { logIn } from '../helpers/accounts.ts';
import { listen, openStream, type TestStream } from '../helpers/streams.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

const production = {
  NODE_ENV: 'production',
  OTP_SECRET: 'a-long-random-production-secret',
  WEBHOOK_SECRET_KEY: 'ab'.repeat(32),
  SMS_HTTP_URL: 'https://sms.example/send',
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_abc',
  RAZORPAY_KEY_SECRET: 'live-secret-of-our-own',
  RAZORPAY_WEBHOOK_SECRET: 'live-webhook-secret-of-our-own',
  VAPID_PUBLIC_KEY: 'BIxQZD5QObDjQydbeOkYi85mfLHiQvAXZXacvpUbE3yonXzwWpUgsKrNg6hF_F9R1bM132WIODPW6vtODaBn0v4',
  VAPID_PRIVATE_KEY: 'vL9gaSP50SPInG4HWm6iP_e3ZgihBCHjY_B5C34df4M',
  VAPID_SUBJECT: 'mailto:ops@khabar.example',
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
    // Headers and body under one limit, checked every second at most (Node's default is every 30 s).
    expect(t.app.server).toMatchObject({
      requestTimeout: 5000,
      headersTimeout: 5000,
      keepAliveTimeout: 72_000,
    });
    await t.close();
    expect(loadConfig({})).toMatchObject({ requestTimeoutMs: 30_000, keepAliveTimeoutMs: 72_000 });
  });

  it('are cut off within the limits while live streams stay open and keep their heartbeat', async () => {
    const limitMs = 1500;
    const t = await createTestApp({
      env: {
        REQUEST_TIMEOUT_MS: String(limitMs),
        KEEP_ALIVE_TIMEOUT_MS: String(limitMs),
        STREAM_HEARTBEAT_SECONDS: '1',
      },
    });
    const streams: TestStream[] = [];
    try {
      const base = await listen(t.app);
      const { token, user } = await logIn(t.app, '9876543210');
      const [order] = await t.handle.db
        .select({ id: schema.orders.id })
        .from(schema.orders)
        .where(eq(schema.orders.userId, user.id))
        .limit(1);
      for (let i = 0; i < 3; i++)
        streams.push(await openStream(`${base}/api/orders/${order!.id}/events`, token));
      expect(streams.map((s) => s.status)).toEqual([200, 200, 200]);
      let streamEnded = false;
      for (const s of streams) void s.ended.then(() => (streamEnded = true));

      const port = Number(new URL(base).port);
      const body = JSON.stringify({ q: 'biryani' });
      const post = `POST /api/search-restaurants HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n`;
      const [silent, halfHeaders, halfBody, idleAfterAnswer] = await Promise.all([
        rawClient(port, ''),
        rawClient(port, post),
        rawClient(port, `${post}\r\n${body.slice(0, 5)}`),
        // A whole request, answered; then the connection sits idle (keep-alive).
        rawClient(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n'),
      ]);
      // Node checks on a timer (here every 150 ms): closed after the limit and soon after it (the
      // margin is for a busy test machine; before, these took 30 to 90 s).
      for (const [name, probe] of Object.entries({ silent, halfHeaders, halfBody })) {
        expect(probe.firstLine, name).toBe('HTTP/1.1 408 Request Timeout');
        expect(probe.closedAfterMs, name).toBeGreaterThanOrEqual(limitMs - 50);
        expect(probe.closedAfterMs, name).toBeLessThan(limitMs + 3000);
      }
      expect(idleAfterAnswer.firstLine).toBe('HTTP/1.1 200 OK');
      expect(idleAfterAnswer.closedAfterMs).toBeLessThan(limitMs + 3000);

      // The streams, older than every limit by now, were not cut and still get their heartbeat.
      await Promise.all(streams.map((s) => withTimeout(s.nextComment(), 2500)));
      expect(streamEnded).toBe(false);
    } finally {
      for (const s of streams) s.close();
      await t.close();
    }
  });
});

/** A raw TCP client that sends `text` (maybe nothing, maybe half a request), then only waits. */
function rawClient(port: number, text: string): Promise<{ firstLine: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('connect', () => {
      if (text) socket.write(text);
    });
    socket.on('data', (chunk) => {
      received += chunk.toString();
    });
    socket.on('error', () => {});
    // A socket left open far past every limit is the failure this test looks for.
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after 10 s (sent ${JSON.stringify(text.slice(0, 40))})`));
    }, 10_000);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve({ firstLine: received.split('\r\n')[0] ?? '', closedAfterMs: Date.now() - started });
    });
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms)),
  ]);
}

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
