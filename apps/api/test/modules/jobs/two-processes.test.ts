// Two API processes on one database (on PostgreSQL each with its own connection pool): every
// acceptance window that runs out cancels its order once and refunds it once, whichever process
// claims the job.
import { type DbHandle, openDb, schema } from '@khabar/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { testClock } from '../../helpers/accounts.ts';
import { newCustomer, placeOrder } from '../../helpers/lifecycle.ts';
import { walletOf } from '../../helpers/orders.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

const clock = testClock(LUNCH_TIME);
let t: TestApp;
let secondDb: DbHandle | null = null;
let other: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  const url = (t.handle as { databaseUrl?: string }).databaseUrl;
  if (url) secondDb = await openDb({ databaseUrl: url, maxConnections: 5 });
  other = await buildApp({ config: t.app.config, db: secondDb ?? t.handle, now: clock.now, logger: false });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await secondDb?.close();
  await t?.close();
});

describe('two API processes sharing the job queue', () => {
  it('cancels and refunds each of 12 unaccepted orders exactly once', async () => {
    const customer = await newCustomer(t, '9330005001', 1_000_000);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push((await placeOrder(t, customer, { method: 'WALLET' })).id);
    clock.advance(120_000);
    const [a, b] = await Promise.all([t.app.jobs.runDue(), other.jobs.runDue()]);
    expect(a + b).toBe(12);

    const orders = await t.handle.db.select().from(schema.orders).where(inArray(schema.orders.id, ids));
    expect(orders.every((o) => o.orderstatusId === 6 && o.cancelledBy === 'system')).toBe(true);
    const events = await t.handle.db
      .select()
      .from(schema.orderEvents)
      .where(and(inArray(schema.orderEvents.orderId, ids), eq(schema.orderEvents.type, 'auto_cancelled')));
    expect(events).toHaveLength(12);
    const refunds = await t.handle.db
      .select()
      .from(schema.refunds)
      .where(inArray(schema.refunds.orderId, ids));
    expect(refunds).toHaveLength(12);
    const wallet = await walletOf(t, customer.user.id);
    expect(wallet.balance).toBe(1_000_000);
    expect(wallet.ledgerSum).toBe(wallet.balance);
    const jobs = await t.handle.db.select().from(schema.jobs).where(eq(schema.jobs.name, 'auto-cancel'));
    expect(jobs.filter((j) => j.status === 'done' && j.attempts === 1)).toHaveLength(12);
  });
});
