// The durable queue (decision 008): enqueued in the caller's transaction, idempotent by singleton key,
// retried with back-off, and each job run once when two runners (two API processes) share the database.
import { type Db, type DbHandle, openDb, schema } from '@khabar/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../../src/modules/jobs/enqueue-job.ts';
import { createJobRunner, type JobHandlers } from '../../../src/modules/jobs/job-runner.ts';
import { testClock } from '../../helpers/accounts.ts';
import { createTestDatabase, type TestDbHandle } from '../../helpers/test-database.ts';

const T0 = new Date('2026-11-19T07:30:00Z');
let h: TestDbHandle;
let second: DbHandle | null = null;
beforeAll(async () => {
  h = await createTestDatabase();
  // On PostgreSQL the second runner gets its own pool, as a second process would.
  if (h.databaseUrl) second = await openDb({ databaseUrl: h.databaseUrl, maxConnections: 4 });
});
afterAll(async () => {
  await second?.close();
  await h?.close();
});

/** Handlers that count how often each job ran (by its payload's id) and may fail on purpose. */
function countingHandlers(runs: Map<number, number>, fail: (id: number, attempt: number) => boolean) {
  const handle = async (id: number, attempt: number) => {
    runs.set(id, (runs.get(id) ?? 0) + 1);
    // A little real work, so two runners overlap.
    await new Promise((r) => setTimeout(r, 1));
    if (fail(id, attempt)) throw new Error(`job ${id} failed on try ${attempt}`);
  };
  return {
    'expire-payment': ({ paymentId }, { attempt }) => handle(paymentId, attempt),
  } as JobHandlers;
}

const jobRows = (db: Db, name: string) =>
  db
    .select()
    .from(schema.jobs)
    .where(eq(schema.jobs.name, name as 'expire-payment'));

describe('the job queue', () => {
  it('accepts a singleton key once, and only when the transaction commits', async () => {
    await h.db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++)
        await enqueueJob({
          tx,
          job: {
            name: 'dispatch-order',
            payload: { orderId: 1 },
            runAt: T0,
            singletonKey: 'once',
          },
        });
    });
    await h.db
      .transaction(async (tx) => {
        await enqueueJob({
          tx,
          job: {
            name: 'dispatch-order',
            payload: { orderId: 2 },
            runAt: T0,
            singletonKey: 'rolled-back',
          },
        });
        throw new Error('rollback');
      })
      .catch(() => {});
    const rows = await jobRows(h.db, 'dispatch-order');
    expect(rows.map((r) => r.singletonKey)).toEqual(['once']);
    await h.db.delete(schema.jobs).where(eq(schema.jobs.name, 'dispatch-order'));
  });

  it('retries a failing job with growing gaps, then gives up and keeps the last error', async () => {
    const clock = testClock(T0);
    const runs = new Map<number, number>();
    const runner = createJobRunner({
      db: h.db,
      now: clock.now,
      handlers: countingHandlers(runs, () => true),
    });
    await enqueueJob({
      tx: h.db,
      job: {
        name: 'expire-payment',
        payload: { paymentId: 900 },
        runAt: T0,
        maxAttempts: 3,
      },
    });
    await runner.runDue();
    expect(runs.get(900)).toBe(1);
    clock.advance(4_999);
    await runner.runDue();
    expect(runs.get(900)).toBe(1);
    clock.advance(1);
    await runner.runDue();
    expect(runs.get(900)).toBe(2);
    clock.advance(10_000);
    await runner.runDue();
    clock.advance(3_600_000);
    await runner.runDue();
    expect(runs.get(900)).toBe(3);
    const [row] = await jobRows(h.db, 'expire-payment');
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'job 900 failed on try 3' });
    await h.db.delete(schema.jobs);
  });

  it('runs a job again once the lease of a runner that died holding it has run out, on the database clock', async () => {
    const clock = testClock(T0);
    const runs = new Map<number, number>();
    await enqueueJob({ tx: h.db, job: { name: 'expire-payment', payload: { paymentId: 901 }, runAt: T0 } });
    // A runner claimed it and was killed before finishing: no heartbeat renews its lease.
    await h.db.execute(
      sql`update jobs set attempts = 1, locked_until = now() + interval '1500 milliseconds'`,
    );
    const runner = createJobRunner({
      db: h.db,
      now: clock.now,
      handlers: countingHandlers(runs, () => false),
    });
    // The app's clock (a test clock, CLOCK_START) says when jobs are due, not how long a lease lasts.
    clock.advance(3_600_000);
    expect(await runner.runDue()).toBe(0);
    await new Promise((r) => setTimeout(r, 1_600));
    expect(await runner.runDue()).toBe(1);
    expect(runs.get(901)).toBe(1);
    expect((await jobRows(h.db, 'expire-payment'))[0]).toMatchObject({ status: 'done', attempts: 2 });
    await h.db.delete(schema.jobs);
  });

  it('keeps a job its runner is still running past the lease: the heartbeat renews it', async () => {
    const runs = new Map<number, number>();
    let finish = () => {};
    const only: Partial<JobHandlers> = {
      'expire-payment': async ({ paymentId }) => {
        runs.set(paymentId, (runs.get(paymentId) ?? 0) + 1);
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
    };
    const slow = only as JobHandlers;
    await enqueueJob({ tx: h.db, job: { name: 'expire-payment', payload: { paymentId: 902 }, runAt: T0 } });
    const leaseMs = 400;
    const holder = createJobRunner({ db: h.db, now: () => T0, handlers: slow, leaseMs });
    const other = createJobRunner({ db: (second ?? h).db, now: () => T0, handlers: slow, leaseMs });
    const held = holder.runDue();
    while (runs.get(902) !== 1) await new Promise((r) => setTimeout(r, 10));
    // Four leases long, the other runner finds nothing to take.
    const until = Date.now() + 4 * leaseMs;
    while (Date.now() < until) {
      expect(await other.runDue()).toBe(0);
      await new Promise((r) => setTimeout(r, 50));
    }
    finish();
    expect(await held).toBe(1);
    expect(runs.get(902)).toBe(1);
    expect((await jobRows(h.db, 'expire-payment'))[0]).toMatchObject({ status: 'done', attempts: 1 });
    await h.db.delete(schema.jobs);
  });

  it('runs each of 200 jobs exactly once with two runners polling the same database at once', async () => {
    const runs = new Map<number, number>();
    await h.db.transaction(async (tx) => {
      for (let i = 0; i < 200; i++) {
        await enqueueJob({ tx, job: { name: 'expire-payment', payload: { paymentId: i }, runAt: T0 } });
      }
    });
    const now = () => T0;
    const one = createJobRunner({ db: h.db, now, handlers: countingHandlers(runs, () => false), batch: 5 });
    const two = createJobRunner({
      db: (second ?? h).db,
      now,
      handlers: countingHandlers(runs, () => false),
      batch: 5,
    });
    const [a, b] = await Promise.all([one.runDue(), two.runDue()]);
    expect(a + b).toBe(200);
    if (second) {
      // Both processes did part of the work (on PGlite one connection serialises them).
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
    }
    expect(runs.size).toBe(200);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    const done = await jobRows(h.db, 'expire-payment');
    expect(done.every((j) => j.status === 'done' && j.attempts === 1)).toBe(true);
  });
});
