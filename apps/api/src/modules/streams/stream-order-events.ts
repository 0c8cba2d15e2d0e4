// The customer's stream of one order: its lifecycle events (replayed from Last-Event-ID) and the
// rider's positions while a rider has it (live only; the latest one on connecting).
import { schema } from '@khabar/db';
import { ORDER_STATUS, type StreamEvent } from '@khabar/domain';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { pipeChannel, type StreamRequest } from './pipe-channel.ts';
import { readOrderEvents } from './read-order-events.ts';

const RIDING: readonly number[] = [ORDER_STATUS.agentAssigned, ORDER_STATUS.onTheWay];

export async function streamOrderEvents({
  db,
  events,
  userId,
  orderId,
  lastEventId,
  open,
  onError,
}: StreamRequest & { orderId: number }): Promise<void> {
  const [order] = await db
    .select({ id: schema.orders.id })
    .from(schema.orders)
    .where(and(eq(schema.orders.id, orderId), eq(schema.orders.userId, userId)));
  // Someone else's order is "not found", as on the order details: ids reveal nothing.
  if (!order) throw new AppError('NOT_FOUND', 'Order not found');

  const greet = async (): Promise<StreamEvent[]> => {
    const [row] = await db
      .select({
        statusId: schema.orders.orderstatusId,
        latitude: schema.deliveryPartners.latitude,
        longitude: schema.deliveryPartners.longitude,
        accuracyM: schema.deliveryPartners.accuracyM,
        positionAt: schema.deliveryPartners.positionAt,
      })
      .from(schema.orders)
      .innerJoin(schema.deliveryPartners, eq(schema.deliveryPartners.id, schema.orders.deliveryPartnerId))
      .where(eq(schema.orders.id, orderId));
    // Only a position that was reported, with its time (as get-order-tracking).
    if (
      !row ||
      !RIDING.includes(row.statusId) ||
      row.latitude === null ||
      row.longitude === null ||
      row.positionAt === null
    )
      return [];
    return [
      {
        id: null,
        type: 'position',
        order_id: orderId,
        status_id: null,
        payload: { latitude: row.latitude, longitude: row.longitude, accuracy_m: row.accuracyM },
        at: row.positionAt.toISOString(),
      },
    ];
  };

  await pipeChannel({
    db,
    events,
    channel: `order:${orderId}`,
    stream: open(),
    lastEventId,
    replay: (afterId) => readOrderEvents({ db, orderId, afterId }),
    greet,
    onError,
  });
}
