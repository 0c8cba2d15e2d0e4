import { type Db, schema } from '@khabar/db';
import type { OperatorJson } from '@khabar/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { operatorJson } from './operator-json.ts';
import { requireOperator } from './require-operator.ts';

/** Every operator, standing ones first, then by name (admins only). */
export async function listOperators({ db, userId }: { db: Db; userId: number }): Promise<OperatorJson[]> {
  await requireOperator({ db, userId, level: 'admin' });
  const rows = await db
    .select({ operator: schema.operators, name: schema.users.name, phone: schema.users.phone })
    .from(schema.operators)
    .innerJoin(schema.users, eq(schema.users.id, schema.operators.userId))
    .orderBy(sql`${schema.operators.revokedAt} is not null`, asc(schema.users.name));
  return rows.map((r) => operatorJson({ row: r.operator, user: r }));
}
