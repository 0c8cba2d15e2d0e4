// The real server's whole output at LOG_LEVEL=info, after a login (a code sent, read from the outbox,
// used), a sandbox online order, its checkout page and its Pay, and a token sent in a URL: no mobile
// number, code, session token, checkout key or payment signature appears in it, anywhere.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceCookie } from '../helpers/accounts.ts';
import { PARK_STREET } from '../helpers/orders.ts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { LUNCH_TIME } from '../helpers/test-app.ts';
import { createPgliteTestDataDir, createPostgresTestDatabase } from '../helpers/test-database.ts';

const databaseUrl = process.env.DATABASE_URL;
const PHONE = '9876543210';

let server: ServerProcess;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const env = {
    LOG_LEVEL: 'info',
    // The demo restaurants are open at lunch time, whatever the hour the test runs.
    CLOCK_START: LUNCH_TIME.toISOString(),
    DEMO_AUTOPILOT: 'false',
    // Small, so the second test can bring the new numbers' share (5) near its end.
    SMS_HOURLY_CAP: '10',
  };
  if (databaseUrl) {
    const db = await createPostgresTestDatabase(databaseUrl);
    server = await startServerProcess({ ...env, DATABASE_URL: db.url });
    cleanup = () => db.drop();
  } else {
    const dataDir = await createPgliteTestDataDir();
    server = await startServerProcess({ ...env, DATA_DIR: dataDir });
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  }
}, 150_000);

afterAll(async () => {
  await server?.stop();
  await cleanup?.();
});

/** The device cookie the server set: the test is one browser (a code is tried by the device that asked). */
let device: string | undefined;

async function call(path: string, init: { body?: object; token?: string; method?: string } = {}) {
  const res = await fetch(server.url(path), {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(device ? { cookie: device } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
    redirect: 'manual',
  });
  device = deviceCookie(res.headers.getSetCookie()) ?? device;
  return res;
}

// Before the log test below, which stops the server to read its whole output.
describe('the operator', () => {
  it('is warned at warn level when the hour’s SMS share is nearly used, with no number named', async () => {
    const numbers = Array.from({ length: 6 }, (_, i) => `7${500 + i}${String(123_456 + i)}`);
    const answers: number[] = [];
    for (const phone of numbers) answers.push((await call(`/api/send-registration-otp/${phone}`)).status);
    // New numbers may use half of SMS_HOURLY_CAP (10): the sixth is refused for the platform's sake.
    expect(answers).toEqual([200, 200, 200, 200, 200, 503]);
    const health = (await (await call('/api/health')).json()) as { sms: Record<string, unknown> };
    expect(health.sms).toMatchObject({
      cap: 10,
      near_cap: true,
      near_cap_warnings: 1,
      refused: { newNumber: 1 },
    });
    // The log line is written as the server sees it (give the stream a moment).
    await new Promise((r) => setTimeout(r, 200));
    const warnings = server
      .output()
      .split('\n')
      .filter((line) => line.includes('SMS hourly cap nearly used'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!)).toMatchObject({
      level: 40,
      smsCap: 10,
      sentLastHour: expect.any(Number),
      newNumbersLastHour: 4,
      newNumberCeiling: 5,
    });
    for (const phone of numbers) expect(server.output()).not.toContain(phone);
  }, 30_000);
});

describe('the info log', () => {
  it('holds no phone number, code, token, checkout key or signature', async () => {
    const secrets: string[] = [];

    // Log in: a code sent to the number, read from the development outbox, and used.
    expect((await call(`/api/send-login-otp/${PHONE}`)).status).toBe(200);
    const outbox = (await (await call(`/api/dev/sms?phone=${PHONE}`)).json()) as {
      data: Array<{ text: string }>;
    };
    const otp = /\b(\d{5})\b/.exec(outbox.data[0]!.text)![1]!;
    // A wrong code first (a mistyped one is a near miss of the real one), then the right one.
    expect((await call('/api/login-using-otp', { body: { phone: PHONE, otp: '00000' } })).status).not.toBe(
      200,
    );
    const login = await call('/api/login-using-otp', { body: { phone: PHONE, otp } });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { data: { auth_token: string } }).data.auth_token;
    // The device id binds codes to this browser: it is a secret as much as the token.
    secrets.push(PHONE, otp, token, device!.split('=')[1]!);

    // An online order through the sandbox gateway: the checkout page, Pay, and the page it returns to.
    const menu = (await (
      await call('/api/get-restaurant-items/aminia-darbar', { method: 'POST' })
    ).json()) as {
      items: Record<string, Array<{ id: number; price: string; choice_groups?: unknown[] }>>;
    };
    const dish = Object.values(menu.items)
      .flat()
      .find((d) => !d.choice_groups && Number(d.price) >= 300)!;
    const cart = {
      order: [{ id: dish.id, quantity: 2 }],
      delivery_type: 1,
      location: PARK_STREET,
    };
    const quote = (await (await call('/api/cart-quote', { body: cart, token })).json()) as {
      data: { bill: { total: string } };
    };
    const placed = await call('/api/place-order', {
      body: { ...cart, method: 'RAZORPAY', total: quote.data.bill.total },
      token,
    });
    expect(placed.status).toBe(201);
    const checkoutUrl = ((await placed.json()) as { data: { payment: { checkout_url: string } } }).data
      .payment.checkout_url;
    const key = new URL(checkoutUrl, server.url('/')).searchParams.get('key')!;
    secrets.push(key);
    expect((await call(checkoutUrl)).status).toBe(200);
    const paid = await call(checkoutUrl.replace('?', '/pay?'), { method: 'POST' });
    expect(paid.status).toBe(303);
    const back = paid.headers.get('location')!;
    secrets.push(new URL(back, server.url('/')).searchParams.get('razorpay_signature')!);
    await call(back);

    // A client that puts its token in a URL, and a call that fails naming a number.
    await call(`/api/get-orders?token=${token}`);
    await call(`/api/send-login-otp/${PHONE}?token=${token}`);

    // Every line is written (SIGTERM lets the server finish and flush), then the whole output is read.
    server.child.kill('SIGTERM');
    await server.exited;
    const log = server.output();
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThanOrEqual(5);
      // Whole numbers only: a five-digit code may well sit inside a timestamp.
      const whole = new RegExp(`(?<![0-9A-Za-z])${secret.replace(/[^\w]/g, '\\$&')}(?![0-9A-Za-z])`);
      expect(whole.test(log), `${secret.slice(0, 6)}... is in the log`).toBe(false);
    }
    // The log did record these requests, with what identifies them and nothing more.
    expect(log).toContain('/api/send-login-otp/*******210');
    expect(log).toContain('/sandbox-pay/');
    expect(log).toContain('key=[redacted]');
  }, 90_000);
});
