// One run of the dashboard's roll-up job (decision 038): the next hour's run is queued first, then the
// days that need it are rolled up, a month of them at most, so no other job waits long behind this
// one; what is left of a long history (a first start, a year of orders imported) goes on at once in the
// next part. Safe to repeat: every key is a singleton and every day is recomputed whole.
import type { Db } from '@khabar/db';
import { rollUpDashboard } from './roll-up-dashboard.ts';
import { scheduleDashboardRollup } from './schedule-dashboard-rollup.ts';

/** Days rolled up by one run at most. */
const DAYS_PER_RUN = 31;

export async function runDashboardRollup({
  db,
  now,
  slot,
  part,
}: {
  db: Db;
  now: () => Date;
  slot: string;
  part: number;
}): Promise<void> {
  await scheduleDashboardRollup({ db, now, when: 'next hour' });
  const { more } = await rollUpDashboard({ db, now, maxDays: DAYS_PER_RUN });
  if (more) await scheduleDashboardRollup({ db, now, when: { slot, part: part + 1 } });
}
