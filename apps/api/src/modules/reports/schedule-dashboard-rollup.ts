// The dashboard's roll-up runs once an hour on the durable queue (decisions 008, 038). Each hour's run
// has a singleton key, so however many processes start or retry, an hour is queued once; and every run
// queues the next hour's before it works, so a run that fails never ends the chain.
import type { Db } from '@khabar/db';
import { enqueueJob } from '../jobs/index.ts';

const HOUR_MS = 3_600_000;

/** The start of the hour `at` falls in, as the job's slot. */
const slotOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/**
 * Queues a run of the roll-up: part 0 of the current hour's slot, due now (a starting server: the
 * hour's run, unless it ran already), or of the next hour, due when it begins; or `part` of a given
 * slot, due now (the rest of a long history).
 */
export async function scheduleDashboardRollup({
  db,
  now,
  when,
}: {
  db: Db;
  now: () => Date;
  when: 'this hour' | 'next hour' | { slot: string; part: number };
}): Promise<void> {
  const at = now();
  const { slot, part, runAt } =
    when === 'this hour'
      ? { slot: slotOf(at).toISOString(), part: 0, runAt: at }
      : when === 'next hour'
        ? (() => {
            const next = new Date(slotOf(at).getTime() + HOUR_MS);
            return { slot: next.toISOString(), part: 0, runAt: next };
          })()
        : { ...when, runAt: at };
  await enqueueJob({
    tx: db,
    job: {
      name: 'dashboard-rollup',
      payload: { slot, part },
      runAt,
      singletonKey: `dashboard-rollup:${slot}:${part}`,
      // The next hour's run is already queued: a run that keeps failing gives way to it.
      maxAttempts: 3,
    },
  });
}
