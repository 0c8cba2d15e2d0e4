// Every registered route, fed malformed and hostile input built from its own schema: a good request
// with one field (or parameter, or query value) spoiled at a time, broken whole bodies, odd signed
// webhooks and broken multipart uploads. No answer may be a 5xx, and no refused request may change
// anything stored (nor leave a photo file behind). The back office's routes are called as an admin,
// so their services (not only the role check) meet every spoiled value.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schema } from '@khabar/db';
import { eq } from 'drizzle-orm';
import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacHex } from '../../src/adapters/payments/payment-gateway.ts';
import { createSandboxGateway } from '../../src/adapters/payments/sandbox-gateway.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/load-config.ts';
import { lastCode, logIn, newDevice, sendCode, tryCode } from '../helpers/accounts.ts';
import { dishesOf, PARK_STREET } from '../helpers/orders.ts';
import { LUNCH_TIME, type TestApp } from '../helpers/test-app.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { HOSTILE_BODIES, HOSTILE_URL_VALUES, HOSTILE_VALUES } from './hostile-values.ts';
import { type Hints, jsonSchemaOf, pathsOf, sampleOf, withValue } from './sample-request.ts';
import { stateDigest } from './state-digest.ts';

const DEMO_PHONE = '9876543210';
let t: TestApp;
let dataDir: string;
const routes: RouteOptions[] = [];
let token: string;
let adminToken: string;
let hints: Hints;
let params: Record<string, string>;
let webhookSecret: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'khabar-fuzz-'));
  const handle = await createTestDatabase();
  const config = loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true', DEMO_AUTOPILOT: 'false' });
  const app = await buildApp({
    config,
    db: handle,
    now: () => LUNCH_TIME,
    logger: false,
    // Limits would refuse most of these before the handler: plugins/rate-limits has its own tests.
    rateLimits: {},
    onRoute: (r) => routes.push(r),
  });
  await app.ready();
  t = {
    app,
    handle,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
  webhookSecret = createSandboxGateway(config.otpSecret).webhookSecret;

  const me = await logIn(app, DEMO_PHONE);
  token = me.token;
  adminToken = (await logIn(app, '8000000001')).token;
  const aminia = await dishesOf(t, 'aminia-darbar');
  const dish = aminia.dishes.find((d) => d.pricePaise >= 5000)!;
  const [address] = await handle.db
    .select()
    .from(schema.addresses)
    .where(eq(schema.addresses.userId, me.user.id));
  const [order] = await handle.db.select().from(schema.orders).where(eq(schema.orders.userId, me.user.id));
  const [alert] = await handle.db
    .select()
    .from(schema.notifications)
    .where(eq(schema.notifications.userId, me.user.id));
  const [reviewer] = await handle.db.select().from(schema.users).where(eq(schema.users.phone, '9000010000'));
  const cart = {
    order: [{ id: dish.id, quantity: Math.ceil(20_000 / dish.pricePaise) }],
    coupon: '',
    driver_tip_amount: 0,
    delivery_type: 1,
    location: { ...PARK_STREET },
    partial_wallet: false,
  };
  const quote = await app.inject({
    method: 'POST',
    url: '/api/cart-quote',
    headers: { authorization: `Bearer ${token}` },
    payload: cart,
  });
  // An online order waiting for its payment: the sandbox page, verify-payment and the webhook act on it.
  const online = await app.inject({
    method: 'POST',
    url: '/api/place-order',
    headers: { authorization: `Bearer ${token}` },
    payload: { ...cart, method: 'RAZORPAY', total: quote.json().data.bill.total },
  });
  const providerOrderId: string = online.json().data.payment.provider_order_id;
  const keySecret = createSandboxGateway(config.otpSecret).keySecret;
  hints = {
    ...cart,
    method: 'COD',
    total: quote.json().data.bill.total,
    latitude: PARK_STREET.lat,
    longitude: PARK_STREET.lng,
    lat: PARK_STREET.lat,
    lng: PARK_STREET.lng,
    olat: PARK_STREET.lat,
    olng: PARK_STREET.lng,
    dlat: 22.58,
    dlng: 88.41,
    address: PARK_STREET.address,
    house: '4B',
    landmark: 'Metro',
    tag: 'HOME',
    q: 'biryani',
    phone: '9330000101',
    otp: '12345',
    name: 'Fuzz Tester',
    email: 'fuzz@example.com',
    referral: '',
    restaurant_id: aminia.restaurantId,
    address_id: address?.id ?? 1,
    order_id: order?.id ?? 1,
    notification_id: alert?.id ?? 1,
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: 'pay_fuzz_1',
    razorpay_signature: hmacHex(keySecret, `${providerOrderId}|pay_fuzz_1`),
    get_only_default_address: false,
    // The back office's settings and promo slides.
    version: 1,
    tax_percent: 12,
    cod_max: 500,
    min_order: 149,
    accept_window_seconds: 180,
    support_phone: '1800-200-3000',
    support_email: 'help@khabar.example',
    support_chat_url: 'https://wa.me/919800000000',
    title: 'Fuzz week',
    position: 0,
    coupon_id: null,
    starts_at: null,
    ends_at: null,
    // Customer support: a goodwill credit, a block's reason, a request's decision, the settings' cap.
    amount: 150,
    reason: 'Food arrived cold',
    note: 'Checked the order',
    goodwill_daily_cap: 600,
    orders_page: 1,
    wallet_page: 1,
    // The dashboard's range and a statement's month (Kolkata dates).
    from: '2026-11-01',
    to: '2026-11-19',
    month: '2026-11',
  };
  params = {
    slug: 'aminia-darbar',
    restaurant_id: String(aminia.restaurantId),
    phone: '9330000102',
    id: providerOrderId,
    action: 'fail',
    '*': 'restaurants/aminia-darbar.svg',
    // Records the back office's routes act on (the demo city's first coupon, captain and slide).
    restaurantId: String(aminia.restaurantId),
    couponId: '1',
    captainId: '1',
    slideId: '1',
    // A seeded reviewer: blocking them (a good request) ends no session this test uses.
    userId: String(reviewer!.id),
    creditId: '1',
    month: '2026-11',
    // The first cash hand-in (the good hand-in request, when the captain holds cash, writes it).
    handinId: '1',
  };
}, 120_000);

afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Sent {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer | object;
}

const serverErrors: string[] = [];
const changedByRefusal: string[] = [];
let sent = 0;
let digest = '';

/** Sends one request; records a 5xx, and a refused (4xx) request that changed stored state. */
async function send(request: Sent): Promise<number> {
  const answer = t.app.inject({
    ...request,
    headers: { 'x-forwarded-for': `10.9.${sent % 250}.${Math.floor(sent / 250) % 250}`, ...request.headers },
  } as InjectOptions);
  // A live stream answers only when it ends, and a menu's is public (its good request opens one): end
  // any stream a request opened, as a shutdown does, so its answer (200 and what it sent) comes back.
  const ending = setInterval(() => t.app.openStreams.closeAll(), 50);
  const res = await answer.finally(() => clearInterval(ending));
  sent++;
  const what = `${request.method} ${request.url.slice(0, 120)} ${String(
    typeof request.payload === 'object' && !Buffer.isBuffer(request.payload)
      ? JSON.stringify(request.payload)
      : (request.payload ?? ''),
  ).slice(0, 160)}`;
  if (res.statusCode >= 500) serverErrors.push(`${res.statusCode} ${what} -> ${res.body.slice(0, 200)}`);
  const after = await stateDigest(t);
  if (res.statusCode >= 400 && after !== digest) changedByRefusal.push(`${res.statusCode} ${what}`);
  digest = after;
  return res.statusCode;
}

const fillPath = (url: string, values: Record<string, string>) =>
  url.replace(/:([a-z_]+)|\*/g, (m, name: string | undefined) => values[name ?? '*'] ?? m);

/** The customer's login, or an admin's for the back office's routes. */
const authHeader = (url = '') => ({
  authorization: `Bearer ${url.startsWith('/api/admin/') ? adminToken : token}`,
  // The cash ledger's writes need an Idempotency-Key (decision 039): one per route, so each spoiled
  // request is refused or repeats the first, and the services meet the spoiled values too.
  ...(url.includes('/cash-handins') ? { 'idempotency-key': `fuzz-${url.replace(/\W/g, '')}` } : {}),
});

describe('every route under malformed input', () => {
  it('never answers 5xx and a refused request changes nothing', async () => {
    digest = await stateDigest(t);
    // Logging out would end the session every later request relies on: it goes last.
    const targets = routes
      .filter((r) => r.method !== 'HEAD' && r.url !== '/api/payments/webhook')
      .sort((a, b) => Number(a.url === '/api/logout') - Number(b.url === '/api/logout'));
    const refusedGoodRequests: string[] = [];
    expect(targets.length).toBeGreaterThan(30);

    for (const route of targets) {
      const method = String(route.method);
      const s = (route.schema ?? {}) as { body?: unknown; params?: unknown; querystring?: unknown };
      const bodySchema = jsonSchemaOf(s.body);
      const querySchema = jsonSchemaOf(s.querystring);
      const goodBody = bodySchema ? sampleOf(bodySchema, '', hints) : method === 'POST' ? {} : undefined;
      const goodQuery = querySchema ? (sampleOf(querySchema, '', hints) as Record<string, unknown>) : {};
      const queryString = (q: Record<string, unknown>) => {
        const entries = Object.entries(q).map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`);
        return entries.length ? `?${entries.join('&')}` : '';
      };
      const url = fillPath(route.url, params);
      const base = { method, headers: authHeader(route.url) };

      // The good request itself: it must get past the login, or the spoiled ones test nothing.
      const good = await send({ ...base, url: url + queryString(goodQuery), payload: goodBody as object });
      // (login and sign-up are refused for a wrong code, which is what a guessed one is.)
      if (good === 401 && !/login-using-otp|register/.test(route.url)) {
        refusedGoodRequests.push(`${method} ${route.url}`);
      }

      // One body field at a time, spoiled, or left out.
      if (goodBody && typeof goodBody === 'object') {
        for (const path of pathsOf(goodBody)) {
          for (const value of [...HOSTILE_VALUES, undefined]) {
            await send({ ...base, url, payload: withValue(goodBody, path, value) as object });
          }
        }
      }
      // One path parameter at a time.
      for (const name of [...route.url.matchAll(/:([a-z_]+)|\*/g)].map((m) => m[1] ?? '*')) {
        for (const raw of HOSTILE_URL_VALUES) {
          await send({
            ...base,
            url: fillPath(route.url, { ...params, [name]: raw }),
            payload: goodBody as object,
          });
        }
      }
      // One query value at a time, and a repeated key.
      for (const key of Object.keys(goodQuery)) {
        for (const raw of HOSTILE_URL_VALUES) {
          const rest = queryString({ ...goodQuery, [key]: '' }).replace(`${key}=`, `${key}=${raw}`);
          await send({ ...base, url: url + rest });
        }
        await send({ ...base, url: `${url + queryString(goodQuery)}&${key}=again` });
      }
      // Whole bodies that are not what any route reads.
      if (method === 'POST') {
        for (const [type, body] of HOSTILE_BODIES) {
          await send({
            method,
            url,
            headers: { ...authHeader(route.url), 'content-type': type },
            payload: body,
          });
        }
      }
    }

    expect(refusedGoodRequests).toEqual([]);
    expect(serverErrors).toEqual([]);
    expect(changedByRefusal).toEqual([]);
    expect(sent).toBeGreaterThan(2_000);
  }, 1_800_000);

  it('reads no number or flag loosely: "0x10", "1e1", [5] and "false" are a 400 on every route', async () => {
    digest = await stateDigest(t);
    const loose: string[] = [];
    const expect400 = async (what: string, request: Sent) => {
      const status = await send(request);
      if (status !== 400) loose.push(`${status} ${what}`);
    };
    const numberLike = (v: unknown) => typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v));
    const targets = routes.filter(
      (r) => r.method !== 'HEAD' && r.url !== '/api/payments/webhook' && r.url !== '/api/logout',
    );
    for (const route of targets) {
      const method = String(route.method);
      const s = (route.schema ?? {}) as { body?: unknown; params?: unknown; querystring?: unknown };
      const bodySchema = jsonSchemaOf(s.body);
      const querySchema = jsonSchemaOf(s.querystring);
      const goodBody = bodySchema ? sampleOf(bodySchema, '', hints) : undefined;
      const goodQuery = querySchema ? (sampleOf(querySchema, '', hints) as Record<string, unknown>) : {};
      const names = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
      // Ids in paths the fuzz hints do not name are any existing-looking number: only the spoiled one matters.
      const pathValues = { ...Object.fromEntries(names.map((n) => [n, '1'])), ...params };
      const fill = (values: Record<string, string>) =>
        route.url.replace(/:([A-Za-z_]+)|\*/g, (m, n: string | undefined) => values[n ?? '*'] ?? m);
      const url = fill(pathValues);
      const base = { method, headers: authHeader(route.url) };

      if (goodBody && typeof goodBody === 'object') {
        for (const path of pathsOf(goodBody)) {
          const value = path.reduce<unknown>(
            (node, key) => (node as Record<string, unknown>)?.[key],
            goodBody,
          );
          const spoilers =
            typeof value === 'number'
              ? ['0x10', '1e1', ` ${value}x`, [value], true]
              : typeof value === 'boolean'
                ? ['false', 'true', [value], 'no']
                : [];
          for (const bad of spoilers) {
            await expect400(`${method} ${route.url} ${path.join('.')}=${JSON.stringify(bad)}`, {
              ...base,
              url,
              payload: withValue(goodBody, path, bad) as object,
            });
          }
        }
      }
      for (const name of names) {
        if (!numberLike(pathValues[name] ?? '1')) continue;
        for (const bad of ['0x10', '1e1', '16.0', '%5B5%5D', '%2016']) {
          const spoiled = fill({ ...pathValues, [name]: bad });
          await expect400(`${method} ${spoiled}`, { ...base, url: spoiled, payload: goodBody as object });
        }
      }
      for (const [key, value] of Object.entries(goodQuery)) {
        if (!numberLike(value)) continue;
        for (const bad of ['0x10', '1e1', '%5B5%5D']) {
          const q = Object.entries({ ...goodQuery, [key]: bad })
            .map(([k, v]) => `${k}=${k === key ? v : encodeURIComponent(String(v))}`)
            .join('&');
          await expect400(`${method} ${route.url}?${q}`, { ...base, url: `${url}?${q}` });
        }
      }
    }
    expect(loose).toEqual([]);
    expect(serverErrors).toEqual([]);
    expect(changedByRefusal).toEqual([]);
  }, 120_000);

  it('refuses odd signed webhook bodies with a 4xx and stores nothing', async () => {
    digest = await stateDigest(t);
    const entity = { id: 'pay_fuzz_2', order_id: hints.razorpay_order_id, amount: 100, currency: 'INR' };
    const event = (e: object) =>
      JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: e } } });
    const bodies = [
      'null',
      '[]',
      '1',
      '"captured"',
      '{',
      '[['.repeat(15_000) + ']]'.repeat(15_000),
      event({ ...entity, id: 'pay\u0000x' }),
      event({ ...entity, id: 'pay\ud800x' }),
      event({ ...entity, amount: 1e21 }),
      event({ ...entity, amount: 2 ** 53 + 2 }),
      event({ ...entity, order_id: 'x'.repeat(5_000) }),
      JSON.stringify({ event: 'payment.captured', payload: null }),
      JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { ...entity, amount: 1 } } },
      }),
      JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { ...entity, order_id: 'order_sbx_none' } } },
      }),
    ];
    for (const [i, body] of bodies.entries()) {
      const status = await send({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(webhookSecret, body),
          'x-razorpay-event-id': `evt_fuzz_${i}`,
        },
        payload: body,
      });
      expect(status, body.slice(0, 80)).toBeLessThan(500);
    }
    // Unsigned and wrongly signed.
    for (const signature of [undefined, 'ab'.repeat(32), '\u00ff'.repeat(64)]) {
      const status = await send({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'x-razorpay-signature': signature } : {}),
        },
        payload: event(entity),
      });
      expect(status).toBe(401);
    }
    expect(serverErrors).toEqual([]);
    expect(changedByRefusal).toEqual([]);
  }, 60_000);

  it('refuses broken multipart uploads with a 4xx and writes no photo', async () => {
    const photos = () => {
      try {
        return readdirSync(join(dataDir, 'uploads', 'avatars')).length;
      } catch {
        return 0;
      }
    };
    const before = photos();
    digest = await stateDigest(t);
    const PNG = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const part = (name: string, value: string | Buffer, file = false) =>
      Buffer.concat([
        Buffer.from(
          `--b\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="p.png"\r\nContent-Type: image/png' : ''}\r\n\r\n`,
        ),
        Buffer.isBuffer(value) ? value : Buffer.from(value),
        Buffer.from('\r\n'),
      ]);
    const end = Buffer.from('--b--\r\n');
    const bodies: Array<[string, Buffer]> = [
      ['multipart/form-data', Buffer.from('no boundary')],
      ['multipart/form-data; boundary=b', Buffer.from('garbage without any boundary')],
      ['multipart/form-data; boundary=b', Buffer.concat([part('name', 'A'), part('photo', PNG, true)])], // no end
      [
        'multipart/form-data; boundary=b',
        Buffer.concat([part('name', 'A\u0000B'), part('photo', PNG, true), end]),
      ],
      [
        'multipart/form-data; boundary=b',
        Buffer.concat([part('name', Buffer.from([0x41, 0xed, 0xa0, 0x80])), part('photo', PNG, true), end]),
      ],
      [
        'multipart/form-data; boundary=b',
        Buffer.concat([part('name', 'x'.repeat(5_000)), part('photo', PNG, true), end]),
      ],
      [
        'multipart/form-data; boundary=b',
        Buffer.concat([...Array.from({ length: 20 }, (_, i) => part(`f${i}`, 'v')), end]),
      ],
      [
        'multipart/form-data; boundary=b',
        Buffer.concat([part('name', 'A'), part('photo', PNG, true), part('photo', PNG, true), end]),
      ],
      ['multipart/form-data; boundary=b', Buffer.concat([part('name', ''), part('photo', PNG, true), end])],
      [
        'multipart/form-data; boundary=b',
        Buffer.concat([part('name', 'A'), part('email', 'not-mail'), part('photo', PNG, true), end]),
      ],
      [
        'multipart/form-data; boundary=b',
        Buffer.concat([part('name', 'A'), part('photo', Buffer.from('GIF89a'), true), end]),
      ],
      [
        'multipart/form-data; boundary=b',
        Buffer.concat([part('name', 'A'), part('user_id', '999999'), part('photo', PNG, true), end]),
      ],
    ];
    for (const [type, body] of bodies) {
      const status = await send({
        method: 'POST',
        url: '/api/edit-profile',
        headers: { ...authHeader(), 'content-type': type },
        payload: body,
      });
      expect(status, body.subarray(0, 80).toString()).toBeGreaterThanOrEqual(400);
    }
    expect(serverErrors).toEqual([]);
    expect(changedByRefusal).toEqual([]);
    expect(photos()).toBe(before);
  }, 60_000);
});

describe('the login calls under hostile devices and addresses (decision 025)', () => {
  it("never answer 5xx, change nothing when refused, and no stranger's guess touches the owner's code", async () => {
    digest = await stateDigest(t);
    const phone = '9000010000';
    const owner = newDevice();
    expect((await sendCode(t.app, phone, owner)).statusCode).toBe(200);
    const code = await lastCode(t.app, phone);
    const wrong = code === '11111' ? '22222' : '11111';
    const ownId = owner.cookie!.split('=')[1]!;
    const cookies = [
      '',
      'khabar-device=',
      `khabar-device=${'x'.repeat(43)}`,
      `khabar-device=${'a'.repeat(8_000)}`,
      `khabar-device=${ownId}x`,
      `khabar-device=${ownId.slice(1)}`,
      `khabar-device=${ownId.toUpperCase()}`,
      `__Host-khabar-device=${ownId.slice(0, -1)}A`,
      'khabar-device=a; khabar-device=b',
      '=;=;;khabar-device',
      'khabar-device=%00%ff',
      `other=1; khabar-device="${'b'.repeat(43)}"`,
    ];
    const addresses = [
      'not-an-address',
      '::ffff:203.0.113.5',
      '2001:DB8::1',
      'fe80::1%eth0',
      '1.2.3.4.5',
      '999.1.1.1',
      ' , ',
      'x'.repeat(2_000),
      '::',
      '203.0.113.9, 10.0.0.1',
    ];
    let n = 0;
    for (const cookie of cookies) {
      for (const address of addresses) {
        n++;
        const headers = { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) };
        const calls: Sent[] = [
          { method: 'GET', url: `/api/send-login-otp/${phone}`, headers },
          { method: 'GET', url: `/api/send-registration-otp/74${String(n).padStart(8, '0')}`, headers },
          { method: 'POST', url: '/api/login-using-otp', headers, payload: { phone, otp: wrong } },
          {
            method: 'POST',
            url: '/api/register',
            headers,
            payload: { phone: '7400000000', name: 'Fuzz', email: 'f@example.in', referral: '', otp: wrong },
          },
        ];
        for (const call of calls) await send(call);
      }
    }
    expect(serverErrors).toEqual([]);
    expect(changedByRefusal).toEqual([]);
    // 120 wrong guesses at the number from hostile and made-up devices: the owner's code is untouched.
    expect((await tryCode(t.app, phone, code, owner)).statusCode).toBe(200);
  }, 120_000);
});
