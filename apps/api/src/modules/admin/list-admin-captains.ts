import { type Db, schema } from '@khabar/db';
import type { AdminCaptain } from '@khabar/domain';
import { asc } from 'drizzle-orm';
import { captainJson, carriedOrders } from './captain-json.ts';
import { requireOperator } from './require-operator.ts';

/** Every captain by name, suspended or not, with the order each carries now (any operator). */
export async function listAdminCaptains({ db, userId }: { db: Db; userId: number }): Promise<AdminCaptain[]> {
  await requireOperator(db, userId);
  const [rows, carrying] = await Promise.all([
    db
      .select()
      .from(schema.deliveryPartners)
      .orderBy(asc(schema.deliveryPartners.name), asc(schema.deliveryPartners.id)),
    carriedOrders(db),
  ]);
  return rows.map((c) => captainJson(c, carrying.get(c.id) ?? null));
}
