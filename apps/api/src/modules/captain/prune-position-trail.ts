// Order trails are kept a week (TRAIL_RETENTION_DAYS, decision 040): they tell where a rider rode, and
// are needed only while a complaint about a delivery may still come. A durable job runs at the top of
// every hour in whichever process claims it (decision 008) and deletes what is older. Each run first
// enqueues the next (one per hour, by its singleton key), so a run that fails and is retried, or a
// process that dies mid-run, never ends the chain; every process's start enqueues the coming run too.
import { type Db, schema } from '@khabar/db';
import { TRAIL_RETENTION_MS } from '@khabar/domain';
import { sql } from 'drizzle-orm';
import { enqueueJob } from '../jobs/index.ts';

const HOUR_MS = 3_600_000;
/** Rows deleted per statement: a backlog (after days down) goes in short statements, not one long one. */
const BATCH = 5_000;
/** Statements per run at most; whatever is left goes at the next hour. */
const MAX_BATCHES = 200;

/** Enqueues the run due at the next top of the hour (harmless to call again: one job per hour). */
export async function schedulePositionTrailPruning({ db, now }: { db: Db; now: () => Date }): Promise<Date> {
  const runAt = new Date((Math.floor(now().getTime() / HOUR_MS) + 1) * HOUR_MS);
  await enqueueJob({
    tx: db,
    job: {
      name: 'prune-position-trail',
      payload: {},
      runAt,
      singletonKey: `prune-position-trail:${runAt.toISOString()}`,
    },
  });
  return runAt;
}

/** Deletes every trail point recorded before the retention period; returns how many went. */
export async function prunePositionTrail({
  db,
  now,
}: {
  db: Db;
  now: () => Date;
}): Promise<{ deleted: number }> {
  await schedulePositionTrailPruning({ db, now });
  const before = new Date(now().getTime() - TRAIL_RETENTION_MS);
  const t = schema.positionTrail;
  let deleted = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const result = await db.execute(sql`
      delete from ${t} where (${t.orderId}, ${t.seq}) in (
        select ${t.orderId}, ${t.seq} from ${t} where ${t.recordedAt} < ${before} limit ${BATCH})
      returning 1`);
    const gone = (result as unknown as { rows: unknown[] }).rows.length;
    deleted += gone;
    if (gone < BATCH) break;
  }
  return { deleted };
}
