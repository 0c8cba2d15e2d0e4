// The runner of the durable queue (decision 008). Each poll claims due jobs with FOR UPDATE SKIP LOCKED
// and a short lease, so two API processes on one database never run the same job at once. While it
// holds jobs, the runner renews their lease every few seconds (a heartbeat), so a job whose process died
// is claimed again within seconds of the death, not after a long lease (decision 026). Handlers are
// written to be safe to repeat (every order step is a guarded transition), which makes "at least once"
// behave as "once".
import type { Db } from '@khabar/db';
import { sql } from 'drizzle-orm';
import type { JobName, JobPayloads } from './enqueue-job.ts';

export type JobHandlers = {
  [N in JobName]: (payload: JobPayloads[N], ctx: { now: Date; attempt: number }) => Promise<void>;
};

export interface JobRunner {
  /** Runs every job due now (and those they make due now), then resolves with how many ran. */
  runDue(): Promise<number>;
  /** Runs the start-up work (onStart), then polls in the background until stop(). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

type JobOutcome = 'done' | 'retry' | 'failed';

interface ClaimedJob {
  id: number;
  name: JobName;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/** 5 s, 10 s, 20 s ... at most 10 minutes between tries of a failing job. */
const backoffMs = (attempt: number) => Math.min(5_000 * 2 ** (attempt - 1), 600_000);

/**
 * A claimed job is another process's to take once this long has passed without its holder's
 * heartbeat; the heartbeat comes every fifth of it, so a holder must miss four in a row (a stalled
 * event loop, a database that does not answer) before its jobs go to another process.
 */
const JOB_LEASE_MS = 5_000;

export function createJobRunner(options: {
  db: Db;
  now: () => Date;
  handlers: JobHandlers;
  onError?: (err: unknown, job: { id: number; name: string }) => void;
  /**
   * Told how each attempt ended: done, failed and to be tried again, or failed for good (its last
   * attempt). The metrics count them.
   */
  onFinish?: (job: { name: string }, outcome: JobOutcome) => void;
  /** Work for a starting server before the first poll (the autopilot's resume). */
  onStart?: () => Promise<unknown>;
  pollMs?: number;
  leaseMs?: number;
  batch?: number;
}): JobRunner {
  const { db, now, handlers } = options;
  const pollMs = options.pollMs ?? 1_000;
  const leaseMs = options.leaseMs ?? JOB_LEASE_MS;
  const batch = options.batch ?? 10;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;
  // Leases are measured on the database's clock, which every process shares, not on the app's (a test
  // clock or CLOCK_START moves when jobs are due, never how long a process may stay silent).
  const leaseEnd = sql`now() + ${leaseMs} * interval '1 millisecond'`;
  /** The jobs this runner has claimed and not finished: id -> the attempt it holds. */
  const held = new Map<number, number>();

  /** Renews the lease of every job held (each only while this runner's attempt is the current one). */
  async function heartbeat(): Promise<void> {
    if (held.size === 0) return;
    const mine = sql.join(
      [...held].map(([id, attempt]) => sql`(id = ${id} and attempts = ${attempt})`),
      sql` or `,
    );
    await db.execute(sql`
      update jobs set locked_until = ${leaseEnd} where status = 'pending' and (${mine})`);
  }

  async function claim(): Promise<ClaimedJob[]> {
    const at = now();
    const result = await db.execute(sql`
      update jobs set locked_until = ${leaseEnd}, attempts = attempts + 1
      where id in (
        select id from jobs
        where status = 'pending' and run_at <= ${at} and (locked_until is null or locked_until <= now())
        order by run_at, id
        limit ${batch}
        for update skip locked
      )
      returning id, name, payload, attempts, max_attempts`);
    const rows = (result as unknown as { rows: ClaimedJob[] }).rows;
    const claimed = rows.map((r) => ({ ...r, id: Number(r.id) }));
    for (const job of claimed) held.set(job.id, job.attempts);
    return claimed;
  }

  async function runOne(job: ClaimedJob): Promise<void> {
    const handler = handlers[job.name] as (p: unknown, c: { now: Date; attempt: number }) => Promise<void>;
    try {
      if (!handler) throw new Error(`no handler for job ${job.name}`);
      await handler(job.payload, { now: now(), attempt: job.attempts });
      // Only the holder of this attempt may close it (a runner that outlived its lease may not).
      await db.execute(sql`
        update jobs set status = 'done', finished_at = ${now()}, locked_until = null
        where id = ${job.id} and attempts = ${job.attempts}`);
      options.onFinish?.(job, 'done');
    } catch (err) {
      options.onError?.(err, job);
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      const failed = job.attempts >= job.max_attempts;
      await db.execute(sql`
        update jobs set
          status = ${failed ? 'failed' : 'pending'},
          run_at = ${new Date(now().getTime() + backoffMs(job.attempts))},
          finished_at = ${failed ? now() : null},
          locked_until = null,
          last_error = ${message}
        where id = ${job.id} and attempts = ${job.attempts}`);
      options.onFinish?.(job, failed ? 'failed' : 'retry');
    }
  }

  async function drain(): Promise<number> {
    let ran = 0;
    const beat = setInterval(() => {
      heartbeat().catch((err) => options.onError?.(err, { id: 0, name: 'heartbeat' }));
    }, leaseMs / 5);
    beat.unref?.();
    try {
      // Bounded, so a handler that keeps making due work cannot hold the loop for ever.
      for (let round = 0; round < 50; round++) {
        const claimed = await claim();
        if (claimed.length === 0) break;
        for (const job of claimed) {
          await runOne(job);
          held.delete(job.id);
        }
        ran += claimed.length;
      }
    } finally {
      clearInterval(beat);
      held.clear();
    }
    return ran;
  }

  function runDue(): Promise<number> {
    if (running) return running.then(() => runDue());
    running = drain().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runDue()
        .catch((err) => options.onError?.(err, { id: 0, name: 'poll' }))
        .finally(schedule);
    }, pollMs);
    timer.unref?.();
  }

  return {
    runDue,
    async start() {
      if (!stopped) return;
      stopped = false;
      // A failed start-up step is logged, never a reason to stop running jobs.
      await options.onStart?.().catch((err) => options.onError?.(err, { id: 0, name: 'start' }));
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
