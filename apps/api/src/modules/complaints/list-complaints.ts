// Complaints for support and admins: open ones first (oldest first: the longest waiting), then decided
// ones (newest first), at most 100. A customer, restaurant staff or captain is 403.
import { type Db, schema } from '@khabar/db';
import type { SupportComplaint } from '@khabar/domain';
import { eq, sql } from 'drizzle-orm';
import { requireOperator } from '../admin/index.ts';
import { supportComplaintsJson } from './complaint-json.ts';

const PAGE = 100;

export async function listComplaints(input: {
  db: Db;
  now: () => Date;
  userId: number;
  status: 'open' | 'refunded' | 'rejected' | null;
}): Promise<{ complaints: SupportComplaint[] }> {
  const { db } = input;
  await requireOperator({ db, userId: input.userId });
  const c = schema.complaints;
  const rows = await db
    .select()
    .from(c)
    .where(input.status ? eq(c.status, input.status) : undefined)
    .orderBy(
      sql`(${c.status} = 'open') desc`,
      sql`case when ${c.status} = 'open' then ${c.createdAt} end asc`,
      sql`${c.decidedAt} desc nulls last`,
      c.id,
    )
    .limit(PAGE);
  return { complaints: await supportComplaintsJson({ db, rows, now: input.now() }) };
}
