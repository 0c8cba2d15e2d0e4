// Limits on what costs, per client address and per account, from the one table in plugins/rate-limits.
import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/load-config.ts';
import { RATE_LIMITS } from '../../src/plugins/rate-limits.ts';
import { createSession } from '../../src/plugins/sessions.ts';
import { freshIp, logIn, signUp } from '../helpers/accounts.ts';
import { dishesOf, PARK_STREET } from '../helpers/orders.ts';
import { startTcpProxy } from '../helpers/tcp-proxy.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

let t: TestApp;
let token: string;
let cart: Record<string, unknown>;
const routes: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' }, rateLimits: RATE_LIMITS });
  token = (await logIn(t.app, '9876543210')).token;
  const dish = (await dishesOf(t, 'aminia-darbar')).dishes.find((d) => d.pricePaise >= 5000)!;
  cart = { order: [{ id: dish.id, quantity: 4 }], delivery_type: 1, location: PARK_STREET };
});
afterAll(() => t?.close());

const search = (ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/search-restaurants',
    headers: { 'x-forwarded-for': ip },
    payload: { q: 'a' },
  });

describe('the limits table', () => {
  it('covers every call the issue names', async () => {
    const handle = await createTestDatabase();
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: '/tmp/khabar-unused', DEMO_AUTOPILOT: 'false' }),
      db: handle,
      now: () => LUNCH_TIME,
      logger: false,
      onRoute: (r: RouteOptions) => routes.push(`${r.method} ${r.url}`),
    });
    await app.ready();
    await app.close();
    await handle.close();
    for (const call of [
      'POST /api/search-restaurants',
      'POST /api/cart-quote',
      'POST /api/place-order',
      'POST /api/edit-profile',
      'POST /api/save-address',
      'POST /api/add-address',
      'POST /api/edit-address',
      'POST /api/delete-address',
      'GET /api/send-login-otp/:phone',
      'GET /api/send-registration-otp/:phone',
      'POST /api/login-using-otp',
      'POST /api/menu-editor/dishes/:itemId/photo',
      'POST /api/admin/restaurants/:restaurantId/photo',
      'POST /api/admin/captains/:captainId/photo',
      'POST /api/captain/position',
    ]) {
      expect(routes, call).toContain(call);
      expect(RATE_LIMITS[call], call).toBeDefined();
    }
  });
});

describe('per client address', () => {
  it('answers 429 with Retry-After past the limit; another address is not affected', async () => {
    const ip = freshIp();
    const max = RATE_LIMITS['POST /api/search-restaurants']!.perClient!.max;
    for (let i = 0; i < max; i++) expect((await search(ip)).statusCode).toBe(200);
    const refused = await search(ip);
    expect([refused.statusCode, refused.json().message]).toEqual([
      429,
      'Too many requests. Please wait a little and try again.',
    ]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await search(freshIp())).statusCode).toBe(200);
  });

  it('limits the calls that tell whether a number has an account, all four on one count', async () => {
    const ip = freshIp();
    const max = RATE_LIMITS['GET /api/send-login-otp/:phone']!.perClient!.max;
    const lookups = ['send-login-otp', 'send-registration-otp', 'login-using-otp', 'register'];
    for (const call of lookups) {
      expect(RATE_LIMITS[call.startsWith('send') ? `GET /api/${call}/:phone` : `POST /api/${call}`]).toBe(
        RATE_LIMITS['GET /api/send-login-otp/:phone'],
      );
    }
    const lookUp = (i: number) => {
      // Numbers with no account: nothing is sent, and a code is wrong, which is all a script learns.
      const phone = `6${String(randomInt(1e8, 1e9))}`;
      const call = lookups[i % lookups.length]!;
      return t.app.inject(
        call.startsWith('send')
          ? { method: 'GET', url: `/api/${call}/${phone}`, headers: { 'x-forwarded-for': ip } }
          : {
              method: 'POST',
              url: `/api/${call}`,
              headers: { 'x-forwarded-for': ip },
              payload: { phone, otp: '12345', name: 'Probe' },
            },
      );
    };
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) statuses.push((await lookUp(i)).statusCode);
    expect(statuses.slice(0, max).filter((s) => s === 429)).toEqual([]);
    // The next one is refused whichever of the four it is, and another address is not affected.
    expect(statuses[max]).toBe(429);
    for (const call of lookups) {
      const i = lookups.indexOf(call);
      expect((await lookUp(i)).statusCode, call).toBe(429);
    }
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/send-login-otp/6${String(randomInt(1e8, 1e9))}`,
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('per account', () => {
  it('holds whichever address the account calls from', async () => {
    const max = RATE_LIMITS['POST /api/place-order']!.perAccount!.max;
    const order = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/place-order',
        // A total that does not match: refused (409) after the limit is counted, so nothing is placed.
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': ip },
        payload: { ...cart, method: 'COD', total: 1 },
      });
    for (let i = 0; i < max; i++) expect((await order(freshIp())).statusCode).toBe(409);
    expect((await order(freshIp())).statusCode).toBe(429);
    // Another account is not affected.
    const other = (await logIn(t.app, '9000010000')).token;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/place-order',
      headers: { authorization: `Bearer ${other}`, 'x-forwarded-for': freshIp() },
      payload: { ...cart, method: 'COD', total: 1 },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('per account, wherever the token travels', () => {
  /** edit-profile's multipart form, with the token in it when given. */
  const profileForm = (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries({ name: 'Ishita Sen', email: '', ...fields })) f.append(k, v);
    return f;
  };

  it('edit-profile counts the token in the form like the header, and counts the account, not the session', async () => {
    const max = RATE_LIMITS['POST /api/edit-profile']!.perAccount!.max;
    // Two sessions of one account (two phones, or a script logging in again for a fresh count).
    const first = await logIn(t.app, '9000010074');
    const second = {
      token: await createSession({ db: t.handle.db, userId: first.user.id, now: LUNCH_TIME, ttlDays: 1 }),
    };
    const edit = (i: number) => {
      const viaHeader = i % 3 === 0;
      const token = i % 2 === 0 ? first.token : second.token;
      return t.app.inject({
        method: 'POST',
        url: '/api/edit-profile',
        headers: { 'x-forwarded-for': freshIp(), ...(viaHeader ? { authorization: `Bearer ${token}` } : {}) },
        payload: profileForm(viaHeader ? {} : { token }),
      });
    };
    const statuses: number[] = [];
    for (let i = 0; i < max; i++) statuses.push((await edit(i)).statusCode);
    expect(statuses).toEqual(Array(max).fill(200));
    for (let i = max; i < max + 3; i++) expect((await edit(i)).statusCode, `call ${i + 1}`).toBe(429);
    // Another account is not affected.
    const other = await logIn(t.app, '9000010111');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/edit-profile',
      headers: { 'x-forwarded-for': freshIp() },
      payload: profileForm({ token: other.token }),
    });
    expect(res.statusCode).toBe(200);
  });

  it('every per-account limit holds with the token in the JSON body', async () => {
    const { token } = await logIn(t.app, '9000010148');
    const missing = { address_id: 999_999 };
    const address = { latitude: 22.5526, longitude: 88.3525, address: 'Park Street, Kolkata', house: '4B' };
    /** What each call is sent (a request that is refused after the count costs the count all the same). */
    const bodies: Record<string, object> = {
      'POST /api/cart-quote': cart,
      'POST /api/place-order': { ...cart, method: 'COD', total: 1 },
      'POST /api/save-address': address,
      'POST /api/add-address': address,
      'POST /api/edit-address': { ...missing, ...address },
      'POST /api/delete-address': missing,
      'POST /api/set-default-address': missing,
      // A customer's token: refused (403) after it is counted, as any caller's would be.
      'POST /api/admin/customers/find': { phone: '9330000000' },
      // Not a captain's: refused (404) after it is counted.
      'POST /api/captain/position': { latitude: 22.5526, longitude: 88.3525, accuracy_m: 10 },
    };
    const limited = Object.entries(RATE_LIMITS).filter(([, l]) => l.perAccount);
    for (const [call, limits] of limited) {
      if (call === 'POST /api/edit-profile') continue; // multipart: the test above
      // Photo uploads and problem reports are multipart: the token only in the Bearer header (one in
      // the form is a 401), so the account is the header's, counted as any header-carried call is.
      if (call.endsWith('/photo') || call.endsWith('/complaint')) continue;
      const body = bodies[call];
      expect(body, `a body for ${call}`).toBeDefined();
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: call.slice('POST '.length),
          headers: { 'x-forwarded-for': freshIp() },
          payload: { ...body, token },
        });
      const max = limits.perAccount!.max;
      for (let i = 0; i < max; i++) {
        const res = await send();
        expect(res.statusCode, `${call} call ${i + 1}: ${res.body}`).not.toBe(429);
        expect(res.statusCode, `${call} call ${i + 1}: ${res.body}`).not.toBe(401);
      }
      expect((await send()).statusCode, `${call} past its limit`).toBe(429);
    }
  });
});

describe.skipIf(!process.env.REDIS_URL)('across processes, through Redis', () => {
  it('two API processes share one count', async () => {
    const limits = { 'POST /api/search-restaurants': { perClient: { max: 5, windowMs: 60_000 } } };
    const env = { TRUST_PROXY: 'true', REDIS_URL: process.env.REDIS_URL!, DATA_DIR: '/tmp/khabar-unused' };
    const handle = await createTestDatabase();
    const apps = await Promise.all(
      [1, 2].map(async () => {
        const app = await buildApp({
          config: loadConfig({ ...env, DEMO_AUTOPILOT: 'false' }),
          db: handle,
          now: () => LUNCH_TIME,
          logger: false,
          rateLimits: limits,
        });
        await app.ready();
        return app;
      }),
    );
    try {
      // An address no other run uses: the counters in Redis outlive this test.
      const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await apps[i % 2]!.inject({
          method: 'POST',
          url: '/api/search-restaurants',
          headers: { 'x-forwarded-for': ip },
          payload: { q: 'a' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      for (const app of apps) await app.close();
      await handle.close();
    }
  });
});

/** A local port nothing listens on: a Redis that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('while Redis is unavailable', () => {
  it('each process counts in its own memory against its share of every limit, never against none', async () => {
    const down = await createTestApp({
      handle: t.handle,
      env: {
        TRUST_PROXY: 'true',
        REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
        WEB_CONCURRENCY: '2',
      },
      rateLimits: RATE_LIMITS,
    });
    try {
      // One account's 12 orders within moments (the probe's 12 of 12 went through): the limit is 10 a
      // minute, so each of two processes allows 5.
      const { token } = await signUp(t.app, '9330009160');
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await down.app.inject({
          method: 'POST',
          url: '/api/place-order',
          headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': freshIp() },
          payload: { ...cart, method: 'COD', total: 1 },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([...Array(5).fill(409), ...Array(7).fill(429)]);

      // Per client address too, and the count the login calls share (the OTP codes' own limits are
      // rows in the database, which Redis does not hold): 60 in 10 minutes, 30 on each process.
      const ip = freshIp();
      const lookUps: number[] = [];
      for (let i = 0; i < 31; i++) {
        const res = await down.app.inject({
          method: 'GET',
          url: `/api/send-login-otp/6${String(randomInt(1e8, 1e9))}`,
          headers: { 'x-forwarded-for': ip },
        });
        lookUps.push(res.statusCode);
      }
      expect(lookUps.filter((s) => s === 429)).toHaveLength(1);
      expect(lookUps.at(-1)).toBe(429);
    } finally {
      await down.app.close();
    }
  });
});

describe.skipIf(!process.env.REDIS_URL)('Redis going away and coming back', () => {
  it('counts in Redis, in memory on a share while Redis is down or stuck, then in Redis again', async () => {
    const proxy = await startTcpProxy(process.env.REDIS_URL!);
    const limits = { 'POST /api/search-restaurants': { perClient: { max: 6, windowMs: 60_000 } } };
    const env = { TRUST_PROXY: 'true', REDIS_URL: proxy.url, WEB_CONCURRENCY: '2' };
    const [a, b] = await Promise.all(
      [1, 2].map(() => createTestApp({ handle: t.handle, env, rateLimits: limits })),
    );
    const searchOn = async (app: TestApp, ip: string) => {
      const started = performance.now();
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/search-restaurants',
        headers: { 'x-forwarded-for': ip },
        payload: { q: 'a' },
      });
      return { status: res.statusCode, ms: performance.now() - started };
    };
    const statusesOn = async (app: TestApp, ip: string, n: number) => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) out.push((await searchOn(app, ip)).status);
      return out;
    };
    try {
      // An address no other run uses: the counters in Redis outlive this test.
      const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
      expect([...(await statusesOn(a!, ip, 1)), ...(await statusesOn(b!, ip, 1))]).toEqual([200, 200]);

      // Redis goes down: each process allows its share (3 of 6) in memory, so both together allow no
      // more than the limit.
      await proxy.cut();
      await new Promise((r) => setTimeout(r, 200));
      expect(await statusesOn(a!, ip, 4)).toEqual([200, 200, 200, 429]);
      expect(await statusesOn(b!, ip, 4)).toEqual([200, 200, 200, 429]);

      // Back: the shared count goes on from the 2 Redis holds. Until a process's client has reconnected
      // it still counts in memory, where it is past its share: refused, and not counted in Redis.
      await proxy.restore();
      const backIn = async (app: TestApp) => {
        const deadline = Date.now() + 15_000;
        while ((await searchOn(app, ip)).status !== 200) {
          if (Date.now() > deadline) throw new Error('the limits did not count in Redis again');
          await new Promise((r) => setTimeout(r, 100));
        }
      };
      await backIn(a!); // 3 in Redis
      await backIn(b!); // 4
      expect(await statusesOn(b!, ip, 3)).toEqual([200, 200, 429]);
      expect(await statusesOn(a!, ip, 1)).toEqual([429]);

      // A Redis that hangs (connections open, no answers): a request waits at most the command
      // timeout, then counts in memory.
      const other = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
      proxy.pause();
      const stuck = [];
      for (let i = 0; i < 4; i++) stuck.push(await searchOn(a!, other));
      expect(stuck.map((r) => r.status)).toEqual([200, 200, 200, 429]);
      for (const r of stuck) expect(r.ms).toBeLessThan(2_000);
      proxy.resume();
    } finally {
      await a?.app.close();
      await b?.app.close();
      await proxy.close();
    }
  });
});
