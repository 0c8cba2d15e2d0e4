// What placing an order adds, inside place-order's and settle-payment's own transactions: the 'placed'
// (and 'paid') event, and once the order reaches the restaurant (status 1) its acceptance-window job
// (and the demo autopilot's first step), or for an order for later its release job; an online order
// waiting for payment gets its expiry job.
import { type Db, type NamedStatement, runNamedStatement, schema } from '@khabar/db';
import { isAwaitingRelease, ORDER_STATUS } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { enqueueJob, type NewJob } from '../jobs/index.ts';
import { enqueueNewOrderPush } from '../push/index.ts';
import { enqueueOrderWebhooks } from '../webhooks/index.ts';
import { acceptWindowOf, type LifecycleContext, type OrderRow } from './lifecycle-context.ts';
import { type Outbox, queueOrderEvent, recordOrderEvent } from './order-outbox.ts';

/** Online payments not finished in this long are given up. */
export const PAYMENT_EXPIRY_MS = 30 * 60_000;
/** The demo restaurant accepts this long after an order arrives (divided by AUTOPILOT_SPEED). */
const AUTOPILOT_ACCEPT_AFTER_MS = 15_000;

interface PlacedInput {
  tx: Db;
  orderId: number;
  at: Date;
  settings: LifecycleContext['settings'];
}

async function orderOf(tx: Db, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} not found`);
  return order;
}

/**
 * The order reached the restaurant: the acceptance window starts, the autopilot may take it, its staff's
 * browsers are told (decision 051) and the webhooks following the restaurant hear of it (decision 054), as the event `orderEventId`.
 */
export async function startAtRestaurant({
  tx,
  order,
  input,
  orderEventId,
}: {
  tx: Db;
  order: OrderRow;
  input: PlacedInput;
  orderEventId: number;
}): Promise<void> {
  await enqueueNewOrderPush({ tx, input: { order, at: input.at } });
  await enqueueOrderWebhooks({ tx, input: { order, orderEventId, at: input.at } });
  for (const job of restaurantJobs(order, input)) await enqueueJob({ tx, job });
}

/** The jobs of an order that reached the restaurant: its acceptance window, and the autopilot's first step. */
function restaurantJobs(order: OrderRow, input: PlacedInput): NewJob[] {
  const jobs: NewJob[] = [
    {
      name: 'auto-cancel',
      payload: { orderId: order.id },
      runAt: new Date(input.at.getTime() + acceptWindowOf({ order, settings: input.settings }) * 1000),
      singletonKey: `auto-cancel:${order.id}`,
    },
  ];
  if (input.settings.autopilot) {
    jobs.push({
      name: 'autopilot',
      payload: { orderId: order.id, step: 'accept' },
      runAt: new Date(input.at.getTime() + AUTOPILOT_ACCEPT_AFTER_MS / input.settings.autopilotSpeed),
      singletonKey: `autopilot:${order.id}:accept`,
    });
  }
  return jobs;
}

/** The job that releases an order for later to the kitchen at its time, or at once when that is past. */
function releaseJob(order: OrderRow, at: Date): NewJob {
  const due = Math.max(order.releaseAt?.getTime() ?? at.getTime(), at.getTime());
  return {
    name: 'release-order',
    payload: { orderId: order.id },
    runAt: new Date(due),
    singletonKey: `release-order:${order.id}`,
  };
}

/**
 * A new order's 'placed' event, its jobs, and what is needed to tell its restaurant (the push
 * subscriptions and webhook endpoints, read only when `$7` says it reached the restaurant) in one round
 * trip (decision 061): the same rows the step-by-step path writes (recordOrderEvent, enqueueJob,
 * enqueueNewOrderPush and enqueueOrderWebhooks' reads). Jobs come as a JSON list; a repeated singleton
 * key is ignored, as enqueueJob ignores it.
 */
const RECORD_PLACED: NamedStatement = {
  name: 'khabar_record_order_placed',
  text: `
    with event as (
      insert into order_events (order_id, type, actor_type, actor_id, status_id, payload, created_at)
      values ($1, 'placed', 'customer', $2, $3, $4::jsonb, $5)
      returning id
    ), queued as (
      insert into jobs (name, payload, run_at, singleton_key)
      select j->>'name', j->'payload', (j->>'runAt')::timestamptz, j->>'singletonKey'
      from jsonb_array_elements($6::jsonb) j
      on conflict do nothing
    )
    select
      (select id from event) as event_id,
      (select coalesce(json_agg(json_build_object('id', s.id, 'language', u.language) order by s.id), '[]')
       from push_subscriptions s join users u on u.id = s.user_id
       where $7::boolean and s.restaurant_id = $8 and s.audience = 'restaurant') as subscribers,
      (select coalesce(json_agg(e.id order by e.id), '[]')
       from webhook_endpoints e
       where $7::boolean and e.is_active and e.events @> array['order.status_changed']::text[]
         and (e.restaurant_id is null or e.restaurant_id = $8)) as endpoints`,
};

/** json_agg's answer: PGlite and node-postgres both parse json, but be sure of it either way. */
const parsedJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** recordOrderPlaced for an order that is placed (status 1): the event, its jobs and the reads in one statement. */
async function recordPlacedAtOnce(input: PlacedInput & { order: OrderRow }): Promise<Outbox> {
  const { tx, order, at } = input;
  const event = {
    order,
    type: 'placed',
    actor: { type: 'customer' as const, userId: order.userId },
    statusId: order.orderstatusId,
    payload: { payment_mode: order.paymentMode },
    at,
  };
  const atRestaurant = !isAwaitingRelease(order);
  const jobs = atRestaurant ? restaurantJobs(order, input) : [releaseJob(order, at)];
  const [row] = await runNamedStatement<{
    event_id: number | string;
    subscribers: unknown;
    endpoints: unknown;
  }>({
    db: tx,
    statement: RECORD_PLACED,
    params: [
      order.id,
      order.userId,
      order.orderstatusId,
      JSON.stringify(event.payload),
      at.toISOString(),
      JSON.stringify(jobs),
      atRestaurant,
      order.restaurantId,
    ],
  });
  if (!row) throw new Error('order event insert returned nothing');
  const orderEventId = Number(row.event_id);
  const outbox: Outbox = [];
  queueOrderEvent({ outbox, input: event, eventId: orderEventId });
  const subscribers = parsedJson<{ id: number; language: string | null }[]>(row.subscribers);
  const endpointIds = parsedJson<number[]>(row.endpoints);
  // Rare on the hot path (a restaurant with a browser or a webhook set up): one job per subscription and
  // a delivery per endpoint, written as before from what the statement read.
  if (subscribers.length > 0) await enqueueNewOrderPush({ tx, input: { order, at, subscribers } });
  if (endpointIds.length > 0)
    await enqueueOrderWebhooks({ tx, input: { order, orderEventId, at, endpointIds } });
  return outbox;
}

/**
 * Call at the end of place-order's transaction; publish the returned outbox after it commits. `order`
 * is the row the transaction just inserted, when the caller has it: reading it again costs a round trip.
 */
export async function recordOrderPlaced(input: PlacedInput & { order?: OrderRow }): Promise<Outbox> {
  const { tx, at } = input;
  const order = input.order ?? (await orderOf(tx, input.orderId));
  if (order.orderstatusId === ORDER_STATUS.placed) return recordPlacedAtOnce({ ...input, order });
  const outbox: Outbox = [];
  const orderEventId = await recordOrderEvent({
    tx,
    outbox,
    input: {
      order,
      type: 'placed',
      actor: { type: 'customer', userId: order.userId },
      statusId: order.orderstatusId,
      payload: { payment_mode: order.paymentMode },
      at,
      // An order awaiting payment is not the restaurant's business yet.
      channels: order.orderstatusId === ORDER_STATUS.awaitingPayment ? [`order:${order.id}`] : undefined,
    },
  });
  if (order.orderstatusId === ORDER_STATUS.placed) {
    await startOrSchedule(tx, order, input, orderEventId);
  } else {
    const [payment] = await tx
      .select({ id: schema.payments.id })
      .from(schema.payments)
      .where(eq(schema.payments.orderId, order.id));
    if (payment) {
      await enqueueJob({
        tx,
        job: {
          name: 'expire-payment',
          payload: { paymentId: payment.id },
          runAt: new Date(at.getTime() + PAYMENT_EXPIRY_MS),
          singletonKey: `expire-payment:${payment.id}`,
        },
      });
    }
  }
  return outbox;
}

/** Call in settle-payment's transaction when a payment moved the order from 0 to 1. */
export async function recordOrderPaid(input: PlacedInput): Promise<Outbox> {
  const order = await orderOf(input.tx, input.orderId);
  const outbox: Outbox = [];
  const orderEventId = await recordOrderEvent({
    tx: input.tx,
    outbox,
    input: {
      order,
      type: 'paid',
      actor: { type: 'system' },
      statusId: order.orderstatusId,
      payload: {},
      at: input.at,
    },
  });
  await startOrSchedule(input.tx, order, input, orderEventId);
  return outbox;
}

/**
 * A paid order goes to the kitchen now, or, an order for later, at its release time (decision 048):
 * the release-order job gives it its placedAt then, and only then do its acceptance window and the
 * autopilot start. A payment settled after the release time releases it at once.
 */
async function startOrSchedule(
  tx: Db,
  order: OrderRow,
  input: PlacedInput,
  orderEventId: number,
): Promise<void> {
  if (!isAwaitingRelease(order)) return startAtRestaurant({ tx, order, input, orderEventId });
  await enqueueJob({ tx, job: releaseJob(order, input.at) });
}
