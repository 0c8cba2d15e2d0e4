import { type Db, schema } from '@khabar/db';
import type { CustomerSummary } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { requireOperator } from '../admin/index.ts';
import { customerSummaryOf, type UserRow } from './customer-json.ts';

/**
 * Support finds a customer by the mobile number they call from, or by an order number they read out:
 * exact matches only (no browsing the customer list by a prefix), null when there is none.
 */
export async function findCustomer(input: {
  db: Db;
  userId: number;
  phone?: string | null;
  orderId?: string | null;
}): Promise<CustomerSummary | null> {
  const { db } = input;
  await requireOperator({ db, userId: input.userId });
  let user: UserRow | undefined;
  if (input.phone) {
    [user] = await db.select().from(schema.users).where(eq(schema.users.phone, input.phone));
  } else if (input.orderId) {
    const [row] = await db
      .select({ user: schema.users })
      .from(schema.orders)
      .innerJoin(schema.users, eq(schema.users.id, schema.orders.userId))
      .where(eq(schema.orders.uniqueOrderId, input.orderId));
    user = row?.user;
  }
  return user ? customerSummaryOf({ db, user }) : null;
}
