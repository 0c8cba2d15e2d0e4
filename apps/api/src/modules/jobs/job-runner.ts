// The runner of the durable queue (decision 008). Each poll claims due jobs with FOR UPDATE SKIP LOCKED
// and a lease, so two API processes on one database never run the same job at once; a job whose process
// died mid-run is claimed again when its lease ends. Handlers are written to be safe to repeat (every
// order step is a guarded transition), which makes "at least once" behave as "once".
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

interface ClaimedJob {
  id: number;
  name: JobName;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

/** 5 s, 10 s, 20 s ... at most 10 minutes between tries of a failing job. */
const backoffMs = (attempt: number) => Math.min(5_000 * 2 ** (attempt - 1), 600_000);

export function createJobRunner(options: {
  db: Db;
  now: () => Date;
  handlers: JobHandlers;
  onError?: (err: unknown, job: { id: number; name: string }) => void;
  /** Work for a starting server before the first poll (the autopilot's resume). */
  onStart?: () => Promise<unknown>;
  pollMs?: number;
  leaseMs?: number;
  batch?: number;
}): JobRunner {
  const { db, now, handlers } = options;
  const pollMs = options.pollMs ?? 1_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const batch = options.batch ?? 10;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;

  async function claim(): Promise<ClaimedJob[]> {
    const at = now();
    const result = await db.execute(sql`
      update jobs set locked_until = ${new Date(at.getTime() + leaseMs)}, attempts = attempts + 1
      where id in (
        select id from jobs
        where status = 'pending' and run_at <= ${at} and (locked_until is null or locked_until <= ${at})
        order by run_at, id
        limit ${batch}
        for update skip locked
      )
      returning id, name, payload, attempts, max_attempts`);
    const rows = (result as unknown as { rows: ClaimedJob[] }).rows;
    return rows.map((r) => ({ ...r, id: Number(r.id) }));
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
    }
  }

  async function drain(): Promise<number> {
    let ran = 0;
    // Bounded, so a handler that keeps making due work cannot hold the loop for ever.
    for (let round = 0; round < 50; round++) {
      const claimed = await claim();
      if (claimed.length === 0) break;
      for (const job of claimed) await runOne(job);
      ran += claimed.length;
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
