// The accounts the demo seed makes on fixed, public, real-format numbers. Whoever holds one of those
// numbers can log in as that customer (with wallet credit), restaurant, captain or operator, so a production
// server refuses a database that holds any of them (apps/api/src/server.ts).
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as schema from '../schema.ts';
import { captainPhone, DEMO_CAPTAIN_COUNT, DEMO_OPERATORS, staffPhone } from './seed-partners.ts';
import { DEMO_PHONE, REVIEWER_COUNT, reviewerPhone } from './seed-people.ts';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/**
 * Every number the seed may give an account. Staff numbers cover all 99 that the two-digit pattern
 * allows, not just the 48 restaurants of today's seed, so a larger demo city is still recognised.
 */
const DEMO_ACCOUNT_PHONES: readonly string[] = [
  DEMO_PHONE,
  ...range(REVIEWER_COUNT).map(reviewerPhone),
  ...range(99).map((i) => staffPhone(i + 1)),
  ...range(DEMO_CAPTAIN_COUNT).map((i) => captainPhone(i + 1)),
  ...DEMO_OPERATORS.map((o) => o.phone),
];

/** How many of the demo seed's accounts this database holds. */
export async function countDemoAccounts(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.users)
    .where(inArray(schema.users.phone, [...DEMO_ACCOUNT_PHONES]));
  return row?.n ?? 0;
}
