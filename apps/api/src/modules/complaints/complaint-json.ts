// A complaint as the customer and support read it: its lines named from the order's lines (name and
// price as ordered), its money in rupees, and for support the order, the customer's refunds in the
// last 30 days with the flag, and the most a refund can be now.
import { type Db, schema } from '@khabar/db';
import {
  type ComplaintJson,
  type ComplaintLineInput,
  complaintRefundCap,
  linesRefundPaise,
  nameWithChoices,
  paiseToRupees,
  REFUND_FLAG_WINDOW_MS,
  refundsFlagged,
  type SupportComplaint,
} from '@khabar/domain';
import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';

type ComplaintRow = typeof schema.complaints.$inferSelect;
type OrderItemRow = typeof schema.orderItems.$inferSelect;
type RefundRow = typeof schema.refunds.$inferSelect;

export const COMPLAINT_NOT_FOUND = 'Complaint not found';

/** The lines a complaint names (stored as [{ order_item_id, quantity }]). */
const linesOf = (row: Pick<ComplaintRow, 'lines'>) => row.lines as ComplaintLineInput[];

/** What the named lines are worth at their ordered prices (0 for none; a line not on the order is 0). */
function linesWorth(lines: ComplaintLineInput[], items: OrderItemRow[]): number {
  const byId = new Map(items.map((i) => [i.id, i]));
  return (
    linesRefundPaise(
      lines.map((l) => {
        const item = byId.get(l.order_item_id);
        return { unitPaise: item?.pricePaise ?? 0, ordered: item?.quantity ?? 0, quantity: l.quantity };
      }),
    ) ?? 0
  );
}

export function complaintJson({
  row,
  items,
  refund,
}: {
  row: ComplaintRow;
  items: OrderItemRow[];
  refund: RefundRow | null;
}): ComplaintJson {
  const byId = new Map(items.map((i) => [i.id, i]));
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    lines: linesOf(row).map((l) => {
      const item = byId.get(l.order_item_id);
      return {
        order_item_id: l.order_item_id,
        // Two lines of one dish (Half, Full) are told apart by their choices.
        name: item ? nameWithChoices(item.name, item.choices) : 'Item',
        price: paiseToRupees(item?.pricePaise ?? 0),
        ordered: item?.quantity ?? 0,
        quantity: l.quantity,
      };
    }),
    comment: row.comment,
    has_photo: row.photo !== null,
    refund_to: row.refundTo,
    refund_amount: row.refundPaise === null ? null : paiseToRupees(row.refundPaise),
    refunded_to: refund ? (refund.method === 'gateway' ? 'source' : 'wallet') : null,
    decision_note: row.decisionNote,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** The order's lines and the complaint refunds of the given complaints, read once. */
export async function complaintsExtras({
  db,
  orderIds,
  complaintIds,
}: {
  db: Db;
  orderIds: number[];
  complaintIds: number[];
}) {
  const [items, refunds] = await Promise.all([
    orderIds.length
      ? db.select().from(schema.orderItems).where(inArray(schema.orderItems.orderId, orderIds))
      : [],
    complaintIds.length
      ? db.select().from(schema.refunds).where(inArray(schema.refunds.complaintId, complaintIds))
      : [],
  ]);
  return {
    itemsOf: (orderId: number) => items.filter((i) => i.orderId === orderId),
    refundOf: (complaintId: number) => refunds.find((r) => r.complaintId === complaintId) ?? null,
  };
}

/**
 * What complaints already refunded for an order (any way, any state: a failed gateway refund is still
 * support's to retry or settle). A delivered order's other refunds can only be of a second capture,
 * money that was never the order's, so they do not lower the cap.
 */
export async function complaintRefundedPaise({ db, orderId }: { db: Db; orderId: number }): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${schema.refunds.amountPaise}), 0)::int` })
    .from(schema.refunds)
    .where(and(eq(schema.refunds.orderId, orderId), isNotNull(schema.refunds.complaintId)));
  return Number(row?.total ?? 0);
}

/** The order's paid online payment, when a refund may go back that way (prepaid online orders). */
export async function paidOnlinePayment({ db, order }: { db: Db; order: typeof schema.orders.$inferSelect }) {
  if (order.paymentMode !== 'RAZORPAY') return null;
  const [payment] = await db
    .select()
    .from(schema.payments)
    .where(and(eq(schema.payments.orderId, order.id), eq(schema.payments.status, 'paid')));
  return payment?.providerPaymentId ? payment : null;
}

/** Complaints support reads: each with its order, its customer (refunds in 30 days, the flag), its cap. */
export async function supportComplaintsJson({
  db,
  rows,
  now,
}: {
  db: Db;
  rows: ComplaintRow[];
  now: Date;
}): Promise<SupportComplaint[]> {
  if (rows.length === 0) return [];
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const since = new Date(now.getTime() - REFUND_FLAG_WINDOW_MS);
  const [extras, orders, users, counts, refunded, payments] = await Promise.all([
    complaintsExtras({ db, orderIds, complaintIds: rows.map((r) => r.id) }),
    db
      .select({ order: schema.orders, restaurantName: schema.restaurants.name })
      .from(schema.orders)
      .innerJoin(schema.restaurants, eq(schema.restaurants.id, schema.orders.restaurantId))
      .where(inArray(schema.orders.id, orderIds)),
    db
      .select({ id: schema.users.id, name: schema.users.name, phone: schema.users.phone })
      .from(schema.users)
      .where(inArray(schema.users.id, userIds)),
    // The flag counts complaint refunds: money a customer asked for, not a cancelled order given back.
    db
      .select({ userId: schema.complaints.userId, n: sql<number>`count(*)::int` })
      .from(schema.complaints)
      .innerJoin(schema.refunds, eq(schema.refunds.complaintId, schema.complaints.id))
      .where(and(inArray(schema.complaints.userId, userIds), gte(schema.refunds.createdAt, since)))
      .groupBy(schema.complaints.userId),
    db
      .select({
        orderId: schema.refunds.orderId,
        total: sql<number>`coalesce(sum(${schema.refunds.amountPaise}), 0)::int`,
      })
      .from(schema.refunds)
      .where(and(inArray(schema.refunds.orderId, orderIds), isNotNull(schema.refunds.complaintId)))
      .groupBy(schema.refunds.orderId),
    db
      .select()
      .from(schema.payments)
      .where(and(inArray(schema.payments.orderId, orderIds), eq(schema.payments.status, 'paid'))),
  ]);
  return rows.map((row) => {
    const { order, restaurantName } = orders.find((o) => o.order.id === row.orderId)!;
    const user = users.find((u) => u.id === row.userId);
    const count = Number(counts.find((c) => c.userId === row.userId)?.n ?? 0);
    const items = extras.itemsOf(row.orderId);
    const cap = complaintRefundCap(
      order.totalPaise,
      Number(refunded.find((r) => r.orderId === row.orderId)?.total ?? 0),
    );
    const prepaid =
      order.paymentMode === 'RAZORPAY' &&
      payments.some((p) => p.orderId === order.id && p.providerPaymentId !== null);
    return {
      ...complaintJson({ row, items, refund: extras.refundOf(row.id) }),
      order: {
        id: order.id,
        unique_order_id: order.uniqueOrderId,
        restaurant_name: restaurantName,
        payment_mode: order.paymentMode,
        total: paiseToRupees(order.totalPaise),
        delivered_at: order.deliveredAt?.toISOString() ?? null,
      },
      customer: {
        user_id: row.userId,
        name: user?.name ?? '',
        phone: user?.phone ?? '',
        refunds_30_days: count,
        flagged: refundsFlagged(count),
      },
      lines_amount: paiseToRupees(linesWorth(linesOf(row), items)),
      refund_cap: paiseToRupees(row.status === 'open' ? cap : 0),
      can_refund_to_source: prepaid && row.refundTo === 'source',
    };
  });
}
