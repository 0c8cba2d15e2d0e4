// One order's trail for an operator (decision 040): the points its captains' reports left while they
// held it (written by captain/record-captain-position.ts), oldest first. Any operator: the order's
// page draws it under the positions it hears live.
import { type Db, schema } from '@khabar/db';
import { type OrderTrail, TRAIL_MAX_POINTS, TRAIL_RETENTION_DAYS } from '@khabar/domain';
import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { requireOperator } from '../admin/index.ts';

export async function getOrderTrail({
  db,
  now,
  userId,
  orderId,
}: {
  db: Db;
  now: () => Date;
  userId: number;
  orderId: number;
}): Promise<OrderTrail> {
  await requireOperator({ db, userId });
  const [order] = await db
    .select({ id: schema.orders.id })
    .from(schema.orders)
    .where(eq(schema.orders.id, orderId));
  if (!order) throw new AppError('NOT_FOUND', 'Order not found');
  const t = schema.positionTrail;
  const points = await db
    .select({
      seq: t.seq,
      latitude: t.latitude,
      longitude: t.longitude,
      at: t.recordedAt,
      captainId: t.deliveryPartnerId,
    })
    .from(t)
    .where(eq(t.orderId, order.id))
    .orderBy(asc(t.seq));
  return {
    order_id: order.id,
    points: points.map((p) => ({
      seq: p.seq,
      latitude: p.latitude,
      longitude: p.longitude,
      at: p.at.toISOString(),
      captain_id: p.captainId,
    })),
    max_points: TRAIL_MAX_POINTS,
    retention_days: TRAIL_RETENTION_DAYS,
    now: now().toISOString(),
  };
}
