// Limits on what costs, per client address and per account, from the one table in plugins/rate-limits.
import { randomInt } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/load-config.ts';
import { RATE_LIMITS } from '../../src/plugins/rate-limits.ts';
import { createSession } from '../../src/plugins/sessions.ts';
import { freshIp, logIn } from '../helpers/accounts.ts';
import { dishesOf, PARK_STREET } from '../helpers/orders.ts';
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
    };
    const limited = Object.entries(RATE_LIMITS).filter(([, l]) => l.perAccount);
    for (const [call, limits] of limited) {
      if (call === 'POST /api/edit-profile') continue; // multipart: the test above
      // Photo uploads are multipart and take the token only in the Bearer header (one in the form is
      // a 401), so the account is always the header's: counted as any header-carried call is.
      if (call.endsWith('/photo')) continue;
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
