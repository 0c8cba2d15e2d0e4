// The acceptance window survives the server being killed: an order is placed, the server process is
// killed with SIGKILL before the window ends, started again, and the auto-cancel happens once. Runs the
// real server (apps/api/src/server.ts) on PGlite in a fresh folder, or on PostgreSQL when DATABASE_URL
// is set.

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DbHandle, openDb, schema } from '@khabar/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { deviceCookie } from '../../helpers/accounts.ts';
import {
  createPgliteTestDataDir,
  createTestDatabase,
  type TestDbHandle,
} from '../../helpers/test-database.ts';

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
// A port the system has free when the file loads, kept for both starts (a fixed one collided with a
// second run of the suite on the same machine).
const PORT = await freePort();
const base = `http://127.0.0.1:${PORT}`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
// Thursday lunch time in Kolkata, so the demo restaurants are open whatever the hour.
const CLOCK_START = new Date('2026-11-19T07:30:00Z').getTime();
const WINDOW_SECONDS = 8;

let server: ChildProcess | null = null;
let pgHandle: TestDbHandle | null = null;
let dataDir = mkdtempSync(join(tmpdir(), 'khabar-restart-'));
let firstStart = 0;

afterAll(async () => {
  server?.kill('SIGKILL');
  await pgHandle?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the server with a clock that continues from the first start, as a real one would. */
async function startServer(databaseUrl: string | undefined): Promise<void> {
  if (!firstStart) firstStart = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      CLOCK_START: new Date(CLOCK_START + (Date.now() - firstStart)).toISOString(),
      ACCEPT_WINDOW_SECONDS: String(WINDOW_SECONDS),
      DEMO_AUTOPILOT: 'false',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (b) => {
    errors += String(b);
  });
  server = child;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${errors}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start: ${errors}`);
}

/** The device cookie the server set: this test is one browser (a code is tried by the device that asked). */
let device: string | undefined;

async function call(path: string, token: string | null, body?: object) {
  const res = await fetch(`${base}/api/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(device ? { cookie: device } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  device = deviceCookie(res.headers.getSetCookie()) ?? device;
  return {
    status: res.status,
    // biome-ignore lint/suspicious/noExplicitAny: answers of several calls, checked by the assertions
    json: (await res.json()) as { success: boolean; data: any; message?: string },
  };
}

describe('a restart during the acceptance window', () => {
  it('still auto-cancels the order, once, after kill -9 and a new start', async () => {
    const url = process.env.DATABASE_URL;
    if (url) pgHandle = await createTestDatabase();
    else {
      // The seeded template's copy: the first start migrates nothing and seeds nothing (5 s saved).
      rmSync(dataDir, { recursive: true, force: true });
      dataDir = await createPgliteTestDataDir();
    }
    await startServer(pgHandle?.databaseUrl);

    // A seeded reviewer (₹500 in the wallet) orders from Aminia Darbar, paying from the wallet.
    const phone = '9000010000';
    await call(`send-login-otp/${phone}`, null);
    const sms = await call(`dev/sms?phone=${phone}`, null);
    const otp = /\b(\d{5})\b/.exec(sms.json.data[0].text)![1];
    const login = await call('login-using-otp', null, { phone, otp });
    const token = login.json.data.auth_token as string;
    const menu = (await call('get-restaurant-items/aminia-darbar', null, {})).json as unknown as {
      items: Record<string, { id: number; price: string; is_active: number; choice_groups?: unknown[] }[]>;
    };
    const dish = Object.values(menu.items)
      .flat()
      .find((i) => i.is_active === 1 && !i.choice_groups && Number(i.price) >= 50)!;
    const cart = {
      order: [{ id: dish.id, quantity: Math.ceil(200 / Number(dish.price)) }],
      coupon: '',
      driver_tip_amount: 0,
      delivery_type: 1,
      location: {
        lat: 22.5526,
        lng: 88.3525,
        address: 'Park Street, Kolkata',
        house: '4B',
        landmark: '',
        tag: 'HOME',
      },
      method: 'WALLET',
    };
    const quote = await call('cart-quote', token, cart);
    const placed = await call('place-order', token, { ...cart, total: quote.json.data.bill.total });
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    const orderId = placed.json.data.id as number;

    server!.kill('SIGKILL');
    await new Promise((r) => server!.once('exit', r));
    await startServer(pgHandle?.databaseUrl);

    let details: Record<string, unknown> = {};
    for (let i = 0; i < 300; i++) {
      details = (await call('get-order-details', token, { order_id: orderId })).json.data;
      if (details.orderstatus_id === 6) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(details).toMatchObject({
      orderstatus_id: 6,
      cancel_reason: 'The restaurant did not accept the order in time.',
      refunds: [{ method: 'wallet', status: 'processed' }],
    });
    // A moment longer: nothing runs twice.
    await new Promise((r) => setTimeout(r, 2_500));
    server!.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
    server = null;

    const db: DbHandle = pgHandle ?? (await openDb({ dataDir }));
    try {
      const cancelled = await db.db
        .select()
        .from(schema.orderEvents)
        .where(and(eq(schema.orderEvents.orderId, orderId), eq(schema.orderEvents.type, 'auto_cancelled')));
      expect(cancelled).toHaveLength(1);
      const refunds = await db.db.select().from(schema.refunds).where(eq(schema.refunds.orderId, orderId));
      expect(refunds).toHaveLength(1);
      const [job] = await db.db
        .select()
        .from(schema.jobs)
        .where(eq(schema.jobs.singletonKey, `auto-cancel:${orderId}`));
      expect(job).toMatchObject({ status: 'done', attempts: 1 });
    } finally {
      if (!pgHandle) await db.close();
    }
  }, 180_000);
});
