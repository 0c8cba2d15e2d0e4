// The order as the support actions panel sees it (contract support-fields.ts): what it is, who carries
// it, whether its handover is locked, its refunds, what this operator may do now and the captains free
// to take it. The customer's address and PIN are not in it: support needs neither to act.
import { type Db, schema } from '@khabar/db';
import {
  MAX_PIN_ATTEMPTS,
  type OperatorLevelName,
  type OrderSupport,
  orderStatusLabel,
  paiseToRupees,
  supportActions,
} from '@khabar/domain';
import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { freeCaptains } from '../captain/index.ts';

type Partner = typeof schema.deliveryPartners.$inferSelect;

const captainJson = (c: Partner) => ({
  id: c.id,
  name: c.name,
  vehicle_number: c.vehicleNumber,
  phone: c.phone,
});

async function partnerById(db: Db, id: number | null): Promise<Partner | null> {
  if (id === null) return null;
  const [row] = await db.select().from(schema.deliveryPartners).where(eq(schema.deliveryPartners.id, id));
  return row ?? null;
}

export const ORDER_NOT_FOUND = 'Order not found';

export async function readOrderSupport({
  db,
  orderId,
  level,
}: {
  db: Db;
  orderId: number;
  level: OperatorLevelName;
}): Promise<OrderSupport> {
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
  const refunds = await db
    .select()
    .from(schema.refunds)
    .where(eq(schema.refunds.orderId, order.id))
    .orderBy(asc(schema.refunds.id));
  const [offer] = await db
    .select({ partnerId: schema.captainOffers.deliveryPartnerId })
    .from(schema.captainOffers)
    .where(and(eq(schema.captainOffers.orderId, order.id), eq(schema.captainOffers.status, 'offered')));
  const captain = await partnerById(db, order.deliveryPartnerId);
  const offeredTo = await partnerById(db, offer?.partnerId ?? null);
  const deliveryType = order.deliveryType === 2 ? 2 : 1;
  const pinLocked = order.pinAttempts >= MAX_PIN_ATTEMPTS;
  const actions = supportActions({
    statusId: order.orderstatusId,
    deliveryType,
    level,
    pinLocked,
    hasCaptain: order.deliveryPartnerId !== null,
    failedRefunds: refunds.filter((r) => r.method === 'gateway' && r.status === 'failed').length,
  });
  const free = actions.includes('reassign_captain')
    ? (await freeCaptains({ tx: db, options: { onDuty: true, anyPosition: true } })).sort(
        (a, b) => a.id - b.id,
      )
    : [];
  return {
    id: order.id,
    unique_order_id: order.uniqueOrderId,
    orderstatus_id: order.orderstatusId,
    status_label: orderStatusLabel(order.orderstatusId),
    delivery_type: order.deliveryType,
    payment_mode: order.paymentMode,
    total: paiseToRupees(order.totalPaise),
    wallet_paid: paiseToRupees(order.walletPaise),
    captain: captain ? captainJson(captain) : null,
    offered_to: offeredTo ? captainJson(offeredTo) : null,
    pin_locked: pinLocked,
    cancel_reason: order.cancelReason,
    refunds: refunds.map((r) => ({
      id: r.id,
      method: r.method,
      amount: paiseToRupees(r.amountPaise),
      status: r.status,
    })),
    actions,
    free_captains: free.map(captainJson),
  };
}
