import { type Db, schema } from '@khabar/db';
import { type AdminCaptain, cashHeld } from '@khabar/domain';
import { asc } from 'drizzle-orm';
import { readCashTotals } from '../cash/index.ts';
import { captainJson, carriedOrders } from './captain-json.ts';
import { requireOperator } from './require-operator.ts';

/**
 * Every captain by name, suspended or not, with the order each carries now (any operator), and for an
 * admin the cash each holds (decision 039; support sees no money).
 */
export async function listAdminCaptains({ db, userId }: { db: Db; userId: number }): Promise<AdminCaptain[]> {
  const level = await requireOperator({ db, userId });
  const [rows, carrying, cash] = await Promise.all([
    db
      .select()
      .from(schema.deliveryPartners)
      .orderBy(asc(schema.deliveryPartners.name), asc(schema.deliveryPartners.id)),
    carriedOrders({ db }),
    level === 'admin' ? readCashTotals({ db }) : null,
  ]);
  return rows.map((c) => {
    const totals = cash?.get(c.id);
    return captainJson({
      c,
      carrying: carrying.get(c.id) ?? null,
      heldPaise: cash === null ? null : totals ? cashHeld(totals) : 0,
    });
  });
}
