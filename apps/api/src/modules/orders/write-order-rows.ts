// A new order's own rows in one round trip (decision 061): the customer's row locked and its block
// checked, the order, its lines, the customer's alert and the coupon's use, as one data-modifying WITH.
// Place-order wrote them as four to five statements (a lock, then an insert each); every statement is a
// socket write and a wake-up on both sides, the rush's first cost (decisions 052, 059).
import { type Db, type NamedStatement, runNamedStatement, schema, tableRowOf } from '@khabar/db';
import { getTableColumns } from 'drizzle-orm';
import { refuseBlocked } from '../auth/index.ts';
import type { OrderRow } from '../lifecycle/index.ts';

type NewOrder = typeof schema.orders.$inferInsert;
type NewLine = Omit<typeof schema.orderItems.$inferInsert, 'id' | 'orderId'>;

/**
 * $1 the customer, $2 the order (a JSON object keyed by column names, read as an orders record), $3 the
 * lines (a JSON list), $4/$5 the alert's title and message (null: no alert, an online order waiting for
 * its payment), $6 the moment. The customer's row is locked first (no key update), as place-order's
 * coupon checks lock it: a block committed before is seen, one committing now waits for this order.
 * A blocked customer inserts nothing (every insert hangs off `placed`) and the answer says so. The
 * coupon's use is written when the order names a coupon (set only when one applied). Columns left out
 * of the order take their defaults (commission_bp: the trigger copies the restaurant's rate).
 */
const WRITE_ORDER: NamedStatement = {
  name: 'khabar_write_order_rows',
  text: `
    with customer as (
      select id, blocked_at from users where id = $1 for no key update
    ), placed as (
      insert into orders (unique_order_id, user_id, restaurant_id, orderstatus_id, delivery_type, address,
        house, landmark, address_tag, latitude, longitude, distance_m, subtotal_paise, restaurant_charge_bp,
        restaurant_charge_paise, delivery_charge_paise, tax_bp, tax_paise, driver_tip_paise,
        discount_paise, total_paise, wallet_paise, payable_paise, payment_mode, coupon_id, coupon_code,
        order_comment, delivery_pin, placed_at, accept_window_seconds, promised_at, scheduled_for,
        release_at, idempotency_key, request_hash, created_at, updated_at)
      select o.unique_order_id, c.id, o.restaurant_id, o.orderstatus_id, o.delivery_type, o.address,
        o.house, o.landmark, o.address_tag, o.latitude, o.longitude, o.distance_m, o.subtotal_paise,
        o.restaurant_charge_bp, o.restaurant_charge_paise, o.delivery_charge_paise, o.tax_bp, o.tax_paise,
        o.driver_tip_paise, o.discount_paise, o.total_paise, o.wallet_paise, o.payable_paise,
        o.payment_mode, o.coupon_id, o.coupon_code, o.order_comment, o.delivery_pin, o.placed_at,
        o.accept_window_seconds, o.promised_at, o.scheduled_for, o.release_at, o.idempotency_key,
        o.request_hash, o.created_at, o.updated_at
      from customer c, jsonb_populate_record(null::orders, $2::jsonb) o
      where c.blocked_at is null
      returning *
    ), lines as (
      insert into order_items (order_id, item_id, name, price_paise, quantity, choices)
      select p.id, (l.line->>'item_id')::integer, l.line->>'name', (l.line->>'price_paise')::integer,
        (l.line->>'quantity')::integer, l.line->'choices'
      from placed p, jsonb_array_elements($3::jsonb) with ordinality as l(line, n)
      order by l.n
    ), alerted as (
      insert into notifications (user_id, title, message, order_id, created_at)
      select p.user_id, $4::text, $5::text, p.id, $6::timestamptz from placed p where $4::text is not null
    ), redeemed as (
      insert into coupon_redemptions (coupon_id, order_id, user_id, created_at)
      select p.coupon_id, p.id, p.user_id, $6::timestamptz from placed p where p.coupon_id is not null
    )
    select c.blocked_at as customer_blocked_at, p.*
    from customer c left join placed p on true`,
};

const ORDER_COLUMNS = getTableColumns(schema.orders);

/** The order's values keyed by their column names, for jsonb_populate_record (dates as ISO text). */
function orderJson(order: NewOrder): string {
  const byColumn: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(order)) {
    const column = ORDER_COLUMNS[key as keyof typeof ORDER_COLUMNS];
    if (column && value !== undefined) byColumn[column.name] = value;
  }
  return JSON.stringify(byColumn);
}

/**
 * Writes a new order's rows in the caller's transaction and answers the order's row as the query
 * builder would read it. Refuses a blocked customer (ACCOUNT_BLOCKED), writing nothing.
 */
export async function writeOrderRows({
  tx,
  order,
  lines,
  alert,
  at,
}: {
  tx: Db;
  order: NewOrder;
  lines: NewLine[];
  /** The customer's alert about the order, in their language; null writes none. */
  alert: { title: string; message: string } | null;
  at: Date;
}): Promise<OrderRow> {
  const [row] = await runNamedStatement<Record<string, unknown> & { customer_blocked_at: unknown }>({
    db: tx,
    statement: WRITE_ORDER,
    params: [
      order.userId,
      orderJson(order),
      JSON.stringify(
        lines.map((l) => ({
          item_id: l.itemId,
          name: l.name,
          price_paise: l.pricePaise,
          quantity: l.quantity,
          choices: l.choices ?? [],
        })),
      ),
      alert?.title ?? null,
      alert?.message ?? null,
      at.toISOString(),
    ],
  });
  refuseBlocked(row?.customer_blocked_at ? new Date(String(row.customer_blocked_at)) : null);
  if (!row || row.id === null || row.id === undefined) throw new Error('order insert returned nothing');
  return tableRowOf({ table: schema.orders, row });
}
