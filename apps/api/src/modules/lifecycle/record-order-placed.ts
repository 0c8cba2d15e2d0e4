// What placing an order adds, inside place-order's and settle-payment's own transactions: the 'placed'
// (and 'paid') event, and once the order reaches the restaurant (status 1) its acceptance-window job
// (and the demo autopilot's first step), or for an order for later its release job; an online order
// waiting for payment gets its expiry job.
import { type Db, schema } from '@khabar/db';
import { isAwaitingRelease, ORDER_STATUS } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { enqueueJob } from '../jobs/index.ts';
import { enqueueNewOrderPush } from '../push/index.ts';
import { enqueueOrderWebhooks } from '../webhooks/index.ts';
import { acceptWindowOf, type LifecycleContext, type OrderRow } from './lifecycle-context.ts';
import { type Outbox, recordOrderEvent } from './order-outbox.ts';

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
  await enqueueJob({
    tx,
    job: {
      name: 'auto-cancel',
      payload: { orderId: order.id },
      runAt: new Date(input.at.getTime() + acceptWindowOf({ order, settings: input.settings }) * 1000),
      singletonKey: `auto-cancel:${order.id}`,
    },
  });
  if (input.settings.autopilot) {
    await enqueueJob({
      tx,
      job: {
        name: 'autopilot',
        payload: { orderId: order.id, step: 'accept' },
        runAt: new Date(input.at.getTime() + AUTOPILOT_ACCEPT_AFTER_MS / input.settings.autopilotSpeed),
        singletonKey: `autopilot:${order.id}:accept`,
      },
    });
  }
}

/**
 * Call at the end of place-order's transaction; publish the returned outbox after it commits. `order`
 * is the row the transaction just inserted, when the caller has it: reading it again costs a round trip.
 */
export async function recordOrderPlaced(input: PlacedInput & { order?: OrderRow }): Promise<Outbox> {
  const { tx, at } = input;
  const order = input.order ?? (await orderOf(tx, input.orderId));
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
  const due = Math.max(order.releaseAt?.getTime() ?? input.at.getTime(), input.at.getTime());
  await enqueueJob({
    tx,
    job: {
      name: 'release-order',
      payload: { orderId: order.id },
      runAt: new Date(due),
      singletonKey: `release-order:${order.id}`,
    },
  });
}
