// One order as an operator reads it (decision 035): the order and its risks, its timeline in words
// with who did each step, the money, the captain's latest position, the customer's alerts about it.
// A support agent sees this order's own address (never the customer's others) and the customer's
// phone by its last three digits; an admin sees the phone in full.
import { type Db, schema } from '@khabar/db';
import {
  type AdminOrderDetail,
  choicesJson,
  minutesLate,
  orderEventText,
  orderRisks,
  orderStatusLabel,
  paiseToRupees,
} from '@khabar/domain';
import { asc, desc, eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { requireOperator } from '../admin/index.ts';
import { orderClockOf } from './board-clock.ts';

const ORDER_NOT_FOUND = 'Order not found';
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const rupees = paiseToRupees;

/** The last three digits, the way logs show a number: enough to confirm it with a caller. */
const maskedPhone = (phone: string) => `•••••••${phone.slice(-3)}`;

export async function getAdminOrder({
  db,
  now,
  userId,
  orderId,
  acceptWindowSeconds,
}: {
  db: Db;
  now: () => Date;
  userId: number;
  orderId: number;
  acceptWindowSeconds: number;
}): Promise<AdminOrderDetail> {
  const level = await requireOperator({ db, userId });
  const at = now();
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);

  const [restaurant] = await db
    .select()
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, order.restaurantId));
  const [customer] = await db
    .select({ id: schema.users.id, name: schema.users.name, phone: schema.users.phone })
    .from(schema.users)
    .where(eq(schema.users.id, order.userId));
  const [captain] = order.deliveryPartnerId
    ? await db
        .select()
        .from(schema.deliveryPartners)
        .where(eq(schema.deliveryPartners.id, order.deliveryPartnerId))
    : [];
  const items = await db
    .select()
    .from(schema.orderItems)
    .where(eq(schema.orderItems.orderId, order.id))
    .orderBy(asc(schema.orderItems.id));
  const payments = await db
    .select()
    .from(schema.payments)
    .where(eq(schema.payments.orderId, order.id))
    .orderBy(asc(schema.payments.id));
  const captures = await db
    .select({
      providerPaymentId: schema.paymentCaptures.providerPaymentId,
      amountPaise: schema.paymentCaptures.amountPaise,
      outcome: schema.paymentCaptures.outcome,
      capturedAt: schema.paymentCaptures.capturedAt,
    })
    .from(schema.paymentCaptures)
    .innerJoin(schema.payments, eq(schema.payments.id, schema.paymentCaptures.paymentId))
    .where(eq(schema.payments.orderId, order.id))
    .orderBy(asc(schema.paymentCaptures.id));
  const refunds = await db
    .select()
    .from(schema.refunds)
    .where(eq(schema.refunds.orderId, order.id))
    .orderBy(asc(schema.refunds.id));
  const wallet = await db
    .select()
    .from(schema.walletTransactions)
    .where(eq(schema.walletTransactions.orderId, order.id))
    .orderBy(asc(schema.walletTransactions.id));
  const alerts = await db
    .select()
    .from(schema.notifications)
    .where(eq(schema.notifications.orderId, order.id))
    .orderBy(desc(schema.notifications.id));
  const events = await db
    .select({
      id: schema.orderEvents.id,
      type: schema.orderEvents.type,
      actorType: schema.orderEvents.actorType,
      statusId: schema.orderEvents.statusId,
      payload: schema.orderEvents.payload,
      createdAt: schema.orderEvents.createdAt,
      actorName: schema.users.name,
    })
    .from(schema.orderEvents)
    .leftJoin(schema.users, eq(schema.users.id, schema.orderEvents.actorId))
    .where(eq(schema.orderEvents.orderId, order.id))
    .orderBy(asc(schema.orderEvents.id));
  if (!restaurant || !customer) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);

  const clock = orderClockOf({ row: { ...order, statusId: order.orderstatusId }, acceptWindowSeconds });
  const lineOf = (i: (typeof items)[number]) => ({
    name: i.name,
    quantity: i.quantity,
    price: rupees(i.pricePaise),
    amount: rupees(i.pricePaise * i.quantity),
    choices: choicesJson(i.choices),
  });
  return {
    id: order.id,
    unique_order_id: order.uniqueOrderId,
    orderstatus_id: order.orderstatusId,
    status_label: orderStatusLabel(order.orderstatusId),
    delivery_type: order.deliveryType,
    payment_mode: order.paymentMode,
    created_at: order.createdAt.toISOString(),
    placed_at: iso(order.placedAt),
    promised_at: order.promisedAt.toISOString(),
    delivered_at: iso(order.deliveredAt),
    cancelled_at: iso(order.cancelledAt),
    cancel_reason: order.cancelReason,
    cancelled_by: order.cancelledBy,
    minutes_late: minutesLate(clock, at),
    risks: orderRisks(clock, at),
    pin_locked: order.pinLockedAt !== null,
    comment: order.orderComment,
    restaurant: {
      id: restaurant.id,
      name: restaurant.name,
      area: restaurant.locality,
      phone: restaurant.contactNumber,
      latitude: restaurant.latitude,
      longitude: restaurant.longitude,
    },
    customer: {
      id: customer.id,
      name: customer.name,
      phone: level === 'admin' ? customer.phone : maskedPhone(customer.phone),
    },
    delivery: {
      address: order.address,
      house: order.house,
      landmark: order.landmark,
      latitude: order.latitude,
      longitude: order.longitude,
      distance_m: order.distanceM,
    },
    captain: captain
      ? {
          id: captain.id,
          name: captain.name,
          phone: captain.phone,
          vehicle_number: captain.vehicleNumber,
          latitude: captain.latitude,
          longitude: captain.longitude,
          position_at: iso(captain.positionAt),
        }
      : null,
    bill: {
      items: items.map(lineOf),
      subtotal: rupees(order.subtotalPaise),
      packaging: rupees(order.restaurantChargePaise),
      delivery: rupees(order.deliveryChargePaise),
      tax: rupees(order.taxPaise),
      tip: rupees(order.driverTipPaise),
      discount: rupees(order.discountPaise),
      coupon_code: order.couponCode,
      total: rupees(order.totalPaise),
      wallet: rupees(order.walletPaise),
      payable: rupees(order.payablePaise),
    },
    payments: payments.map((p) => ({
      provider: p.provider,
      provider_order_id: p.providerOrderId,
      provider_payment_id: p.providerPaymentId,
      amount: rupees(p.amountPaise),
      status: p.status,
      created_at: p.createdAt.toISOString(),
      paid_at: iso(p.paidAt),
    })),
    captures: captures.map((c) => ({
      provider_payment_id: c.providerPaymentId,
      amount: rupees(c.amountPaise),
      outcome: c.outcome,
      captured_at: c.capturedAt.toISOString(),
    })),
    refunds: refunds.map((r) => ({
      method: r.method,
      amount: rupees(r.amountPaise),
      status: r.status,
      reason: r.reason,
      created_at: r.createdAt.toISOString(),
      processed_at: iso(r.processedAt),
    })),
    wallet_movements: wallet.map((w) => ({
      amount: rupees(w.amountPaise),
      description: w.description,
      at: w.createdAt.toISOString(),
    })),
    alerts: alerts.map((a) => ({
      title: a.title,
      message: a.message,
      at: a.createdAt.toISOString(),
      is_read: a.isRead,
    })),
    timeline: events.map((e) => ({
      id: e.id,
      at: e.createdAt.toISOString(),
      type: e.type,
      text: orderEventText(e.type, (e.payload ?? {}) as Record<string, unknown>),
      actor: { role: e.actorType, name: e.actorType === 'system' ? null : e.actorName },
      status_id: e.statusId,
    })),
    last_event_id: events.at(-1)?.id ?? 0,
    now: at.toISOString(),
  };
}
