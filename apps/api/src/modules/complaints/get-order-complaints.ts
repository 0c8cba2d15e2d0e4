// The customer's complaints on one of their orders, and what the "Report a problem" form may offer now
// (the same rules the report is checked by). Another customer's order is not found.
import { type Db, schema } from '@khabar/db';
import { complaintWindow, type OrderComplaints, paiseToRupees, reportableKinds } from '@khabar/domain';
import { and, desc, eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { complaintJson, complaintsExtras, paidOnlinePayment } from './complaint-json.ts';

export async function getOrderComplaints(input: {
  db: Db;
  now: () => Date;
  userId: number;
  orderId: number;
}): Promise<OrderComplaints> {
  const { db } = input;
  const [order] = await db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.id, input.orderId), eq(schema.orders.userId, input.userId)));
  if (!order) throw new AppError('NOT_FOUND', 'Order not found');
  const rows = await db
    .select()
    .from(schema.complaints)
    .where(eq(schema.complaints.orderId, order.id))
    .orderBy(desc(schema.complaints.id));
  const extras = await complaintsExtras({ db, orderIds: [order.id], complaintIds: rows.map((r) => r.id) });
  const items = extras.itemsOf(order.id).sort((a, b) => a.id - b.id);
  const window = complaintWindow({
    statusId: order.orderstatusId,
    deliveredAt: order.deliveredAt,
    now: input.now(),
  });
  const open = rows.some((r) => r.status === 'open');
  return {
    complaints: rows.map((r) => complaintJson({ row: r, items, refund: extras.refundOf(r.id) })),
    can_report: window.canReport && !open,
    kinds: window.canReport ? reportableKinds(window.canSendPhoto) : [],
    can_send_photo: window.canSendPhoto,
    report_until: window.reportUntil?.toISOString() ?? null,
    photo_until: window.photoUntil?.toISOString() ?? null,
    can_refund_to_source: (await paidOnlinePayment({ db, order })) !== null,
    lines: items.map((i) => ({
      order_item_id: i.id,
      name: i.name,
      price: paiseToRupees(i.pricePaise),
      quantity: i.quantity,
    })),
  };
}
