// Events are written in the transaction that makes them true (order_events) and published on the bus
// only after it commits: a listener never hears of a change that was rolled back.
import { type Db, schema } from '@khabar/db';
import type { BusChannel, BusMessage, EventBus } from '../../adapters/events/event-bus.ts';
import type { Actor, OrderRow } from './lifecycle-context.ts';

interface OutboxEntry {
  channels: BusChannel[];
  message: BusMessage;
}

export type Outbox = OutboxEntry[];

/** The channels an order's events go to: its customer stream, its restaurant, its captain if any. */
export function orderChannels(order: Pick<OrderRow, 'id' | 'restaurantId' | 'deliveryPartnerId'>) {
  const channels: BusChannel[] = [`order:${order.id}`, `restaurant:${order.restaurantId}`];
  if (order.deliveryPartnerId) channels.push(`captain:${order.deliveryPartnerId}`);
  return channels;
}

/**
 * The operators' board hears every order event, whichever audience a step chose (an offer goes to one
 * captain only): status changes, captains assigned, payments and refunds are all order events.
 */
const withOps = (channels: BusChannel[]): BusChannel[] =>
  channels.includes('ops') ? channels : [...channels, 'ops'];

/** One order event: what happened, who did it, the status after it, and who hears of it. */
export interface OrderEventInput {
  order: Pick<OrderRow, 'id' | 'restaurantId' | 'deliveryPartnerId'>;
  type: string;
  actor: Actor;
  statusId: number | null;
  payload?: Record<string, unknown>;
  at: Date;
  channels?: BusChannel[];
}

/** Appends one row to order_events and queues its bus message for after the commit. */
export async function recordOrderEvent({
  tx,
  outbox,
  input,
}: {
  tx: Db;
  outbox: Outbox;
  input: OrderEventInput;
}): Promise<number> {
  const payload = input.payload ?? {};
  const [row] = await tx
    .insert(schema.orderEvents)
    .values({
      orderId: input.order.id,
      type: input.type,
      actorType: input.actor.type,
      actorId: input.actor.type === 'system' ? null : input.actor.userId,
      statusId: input.statusId,
      payload,
      createdAt: input.at,
    })
    .returning({ id: schema.orderEvents.id });
  if (!row) throw new Error('order event insert returned nothing');
  queueOrderEvent({ outbox, input, eventId: row.id });
  return row.id;
}

/** Queues the bus message of an order_events row `eventId` already written (by recordOrderEvent or a caller's own statement). */
export function queueOrderEvent({
  outbox,
  input,
  eventId,
}: {
  outbox: Outbox;
  input: OrderEventInput;
  eventId: number;
}): void {
  outbox.push({
    channels: withOps(input.channels ?? orderChannels(input.order)),
    message: {
      eventId,
      type: input.type,
      orderId: input.order.id,
      statusId: input.statusId,
      payload: input.payload ?? {},
      at: input.at.toISOString(),
    },
  });
}

/**
 * Publishes what a committed transaction recorded. A bus failure loses nothing: streams replay the log.
 * Every message is handed to the bus before any is awaited: the Redis bus writes them in that order on
 * its one connection and the request waits for all at once, not for one channel after another (an
 * order's three channels were three waits in the request, decision 064); the local bus delivers each
 * as it is handed over.
 */
export async function publishOutbox({ events, outbox }: { events: EventBus; outbox: Outbox }): Promise<void> {
  const sent: Promise<void>[] = [];
  // The event is in order_events; a reconnecting stream replays what the bus did not take.
  for (const entry of outbox)
    for (const channel of entry.channels) sent.push(events.publish(channel, entry.message).catch(() => {}));
  await Promise.all(sent);
}
