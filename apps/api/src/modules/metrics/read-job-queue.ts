// The job queue's depth, read on each scrape from the pending jobs only (the partial index
// jobs_due_idx covers them; done and failed jobs, which pile up, are never scanned): per job name, how
// many wait, how many of those are due now, and how long the oldest due one has waited. Due is
// measured on the app's clock, as the runner claims them.
import type { Db } from '@khabar/db';
import { sql } from 'drizzle-orm';

export interface JobQueueDepth {
  name: string;
  pending: number;
  due: number;
  /** Seconds since the oldest due job's run_at; 0 when none is due. */
  oldestDueSeconds: number;
}

export async function readJobQueue({ db, now }: { db: Db; now: () => Date }): Promise<JobQueueDepth[]> {
  const at = now();
  const result = await db.execute(sql`
    select name, count(*)::int as pending,
      count(*) filter (where run_at <= ${at})::int as due,
      min(run_at) filter (where run_at <= ${at}) as oldest_due
    from jobs where status = 'pending' group by name order by name`);
  const rows = (
    result as unknown as {
      rows: Array<{ name: string; pending: number; due: number; oldest_due: string | Date | null }>;
    }
  ).rows;
  return rows.map((r) => ({
    name: r.name,
    pending: Number(r.pending),
    due: Number(r.due),
    oldestDueSeconds:
      r.oldest_due === null ? 0 : Math.max(0, (at.getTime() - new Date(r.oldest_due).getTime()) / 1000),
  }));
}
