// Where the order's rider last was at the 60-minute mark (decision 044): the newest point of the
// order's trail (decision 040: kept while a captain holds the order) recorded at or before the mark.
// Null when none is: no captain yet, or no report.
import { type Db, schema } from '@khabar/db';
import { and, desc, eq, lte } from 'drizzle-orm';

export async function riderAtMark({ db, orderId, mark }: { db: Db; orderId: number; mark: Date }) {
  const t = schema.positionTrail;
  const [point] = await db
    .select({ lat: t.latitude, lng: t.longitude })
    .from(t)
    .where(and(eq(t.orderId, orderId), lte(t.recordedAt, mark)))
    .orderBy(desc(t.recordedAt), desc(t.seq))
    .limit(1);
  return point ?? null;
}
