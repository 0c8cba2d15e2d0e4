// Written in the transaction of an order's step (decision 054): one delivery row and one durable job per
// endpoint that follows the order's restaurant (or every restaurant), so a delivery exists exactly when
// the step committed, and a step rolled back tells nobody. The body is fixed here, once: every retry
// sends the same bytes under the same Khabar-Event-Id.
import { type Db, schema } from '@khabar/db';
import { type OrderStatusChangedPayload, webhookStatusName } from '@khabar/domain';
import { and, arrayContains, eq, isNull, or } from 'drizzle-orm';
import { enqueueJob } from '../jobs/index.ts';

interface OrderFacts {
  id: number;
  uniqueOrderId: string;
  restaurantId: number;
  orderstatusId: number;
}

/** The Khabar-Event-Id of an order event: the order_events row it reports. */
const orderWebhookEventId = (orderEventId: number): string => `evt_${orderEventId}`;

export function orderStatusBody({
  order,
  eventId,
  at,
}: {
  order: OrderFacts;
  eventId: string;
  at: Date;
}): string {
  const payload: OrderStatusChangedPayload = {
    id: eventId,
    type: 'order.status_changed',
    created_at: at.toISOString(),
    data: {
      order_id: order.id,
      unique_order_id: order.uniqueOrderId,
      restaurant_id: order.restaurantId,
      status_id: order.orderstatusId,
      status: webhookStatusName(order.orderstatusId),
      occurred_at: at.toISOString(),
    },
  };
  return JSON.stringify(payload);
}

/** Queues a delivery and its first try; repeating it for the same event and endpoint does nothing. */
export async function queueWebhookDelivery({
  tx,
  delivery,
  at,
}: {
  tx: Db;
  delivery: {
    endpointId: number;
    eventId: string;
    orderId: number | null;
    statusId: number | null;
    body: string;
  };
  at: Date;
}) {
  const [row] = await tx
    .insert(schema.webhookDeliveries)
    .values({
      endpointId: delivery.endpointId,
      eventId: delivery.eventId,
      eventType: 'order.status_changed',
      orderId: delivery.orderId,
      statusId: delivery.statusId,
      payload: delivery.body,
      nextTryAt: at,
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await enqueueJob({
    tx,
    job: {
      name: 'webhook-delivery',
      payload: { deliveryId: row.id, attempt: 1 },
      runAt: at,
      singletonKey: `webhook:${row.id}:1`,
    },
  });
  return row;
}

/** Call in the transaction that moved the order to its new status, with the order_events row's id. */
export async function enqueueOrderWebhooks({
  tx,
  input,
}: {
  tx: Db;
  input: {
    order: OrderFacts;
    orderEventId: number;
    at: Date;
    /**
     * The ids of the active endpoints following the order's restaurant (or every restaurant) when the
     * caller read them in a statement of its own (a new order reads them with its event, decision 061).
     */
    endpointIds?: number[];
  };
}): Promise<void> {
  const endpoints =
    input.endpointIds?.map((id) => ({ id })) ??
    (await tx
      .select({ id: schema.webhookEndpoints.id })
      .from(schema.webhookEndpoints)
      .where(
        and(
          eq(schema.webhookEndpoints.isActive, true),
          arrayContains(schema.webhookEndpoints.events, ['order.status_changed']),
          or(
            isNull(schema.webhookEndpoints.restaurantId),
            eq(schema.webhookEndpoints.restaurantId, input.order.restaurantId),
          ),
        ),
      ));
  if (endpoints.length === 0) return;
  const eventId = orderWebhookEventId(input.orderEventId);
  const body = orderStatusBody({ order: input.order, eventId, at: input.at });
  for (const endpoint of endpoints) {
    await queueWebhookDelivery({
      tx,
      delivery: {
        endpointId: endpoint.id,
        eventId,
        orderId: input.order.id,
        statusId: input.order.orderstatusId,
        body,
      },
      at: input.at,
    });
  }
}
