// What the tracking screen says about the late-delivery promise (decision 044), from the same rule the
// credit job applies: on the way, what the customer would get after the 60-minute mark, only while the
// rule could still give it; delivered, the credit given (or due and about to be: the job runs at once).
import { type Db, schema } from '@khabar/db';
import {
  DELIVERY_TYPE,
  lateCreditOutlook,
  lateDeliveryCredit,
  lateMarkOf,
  ORDER_STATUS,
  type OrderTrackingJson,
  paiseToRupees,
} from '@khabar/domain';
import { and, eq } from 'drizzle-orm';
import type { OrderRow } from '../lifecycle/index.ts';
import { riderAtMark } from './rider-at-mark.ts';

export async function readLatePromise({
  db,
  order,
  now,
}: {
  db: Db;
  order: OrderRow;
  now: Date;
}): Promise<OrderTrackingJson['late_credit']> {
  if (!order.placedAt || order.deliveryType !== DELIVERY_TYPE.delivery) return null;
  const markAt = lateMarkOf(order.placedAt);
  const [given] = await db
    .select({ amountPaise: schema.lateDeliveryCredits.amountPaise })
    .from(schema.lateDeliveryCredits)
    .where(eq(schema.lateDeliveryCredits.orderId, order.id));
  if (given)
    return { mark_at: markAt.toISOString(), amount: paiseToRupees(given.amountPaise), credited: true };
  // Where the rider was at the mark says something only once the mark has passed.
  const rider =
    now.getTime() >= markAt.getTime() ? await riderAtMark({ db, orderId: order.id, mark: markAt }) : null;
  const facts = {
    deliveryType: order.deliveryType,
    placedAt: order.placedAt,
    riderAtMark: rider,
    door: { lat: order.latitude, lng: order.longitude },
    subtotalPaise: order.subtotalPaise,
    discountPaise: order.discountPaise,
  };
  const delivered = order.orderstatusId === ORDER_STATUS.delivered;
  // Delivered and due but not given: "on its way" only while its job is still to run (an order from
  // before the promise, or a job given up, would keep the screen waiting for nothing).
  if (delivered && !(await creditJobPending(db, order.id))) return null;
  const amountPaise = delivered
    ? lateDeliveryCredit({ ...facts, statusId: order.orderstatusId, deliveredAt: order.deliveredAt })
        ?.amountPaise
    : lateCreditOutlook({ ...facts, statusId: order.orderstatusId, now })?.amountPaise;
  if (amountPaise === undefined) return null;
  return { mark_at: markAt.toISOString(), amount: paiseToRupees(amountPaise), credited: false };
}

async function creditJobPending(db: Db, orderId: number): Promise<boolean> {
  const [job] = await db
    .select({ id: schema.jobs.id })
    .from(schema.jobs)
    .where(and(eq(schema.jobs.singletonKey, `late-credit:${orderId}`), eq(schema.jobs.status, 'pending')));
  return Boolean(job);
}
