// A fingerprint of everything a request may change, to show that a refused request changed nothing.
// Left out on purpose: a session's last use (every authenticated call moves it) and the OTP tables (a
// refused guess is counted against its code by design).
import { sql } from 'drizzle-orm';
import type { TestApp } from '../helpers/test-app.ts';

const TABLES: Record<string, string> = {
  users: 't',
  addresses: 't',
  orders: 't',
  order_items: 't',
  payments: 't',
  payment_webhook_events: 't.event_id, t.payload',
  wallet_transactions: 't',
  notifications: 't',
  coupon_redemptions: 't',
  ratings: 't',
  complaints: 't',
  late_delivery_credits: 't',
  refunds: 't',
  order_events: 't',
  sessions: 't.id, t.user_id, t.token_hash, t.revoked_at',
  // What the back office changes. Every change there writes an audit row in its transaction, so the
  // log stands for the catalog's big tables (restaurants, dishes), which would cost a scan a request.
  audit_log: 't',
  platform_settings: 't',
  promo_slides: 't',
  coupons: 't',
  delivery_partners: 't',
  operators: 't',
  cash_handins: 't',
  webhook_endpoints: 't',
  webhook_deliveries: 't.id, t.endpoint_id, t.event_id, t.status, t.attempts',
  jobs: 't.id, t.name, t.payload, t.run_at',
};

const query = Object.entries(TABLES)
  .map(
    ([table, columns]) =>
      `select '${table}' as name, count(*)::int as n, md5(coalesce(string_agg((${columns})::text, '|' order by (${columns})::text), '')) as h from ${table} t`,
  )
  .join(' union all ');

type Rows<T> = { rows: T[] } | T[];
const rowsOf = <T>(res: Rows<T>): T[] => (Array.isArray(res) ? res : res.rows);

/**
 * The next transaction id: it moves only when a transaction that wrote something ends, so while it
 * stands still nothing can have changed and the full fingerprint need not be taken again.
 */
async function nextXid(t: TestApp): Promise<string> {
  const res = (await t.handle.db.execute(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`,
  )) as unknown as Rows<{ x: string }>;
  return rowsOf(res)[0]!.x;
}

let last: { xid: string; digest: string } | null = null;

export async function stateDigest(t: TestApp): Promise<string> {
  const xid = await nextXid(t);
  if (last?.xid === xid) return last.digest;
  const res = (await t.handle.db.execute(sql.raw(query))) as unknown as Rows<{
    name: string;
    n: number;
    h: string;
  }>;
  const digest = rowsOf(res)
    .map((r) => `${r.name}:${r.n}:${r.h}`)
    .join(' ');
  last = { xid, digest };
  return digest;
}
