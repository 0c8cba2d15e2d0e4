// The orders gauge's numbers, read on each scrape: one grouped count (the table's status column, no
// join), every status the domain names present even at 0.
import type { Db } from '@khabar/db';
import { sql } from 'drizzle-orm';
import { KNOWN_ORDER_STATUSES } from './metric-labels.ts';

export async function readOrdersByStatus({ db }: { db: Db }): Promise<Map<number, number>> {
  const result = await db.execute(sql`
    select orderstatus_id as status, count(*)::int as n from orders group by orderstatus_id`);
  const counts = new Map<number, number>(KNOWN_ORDER_STATUSES.map((s) => [s, 0]));
  for (const row of (result as unknown as { rows: Array<{ status: number; n: number }> }).rows) {
    counts.set(Number(row.status), Number(row.n));
  }
  return counts;
}
