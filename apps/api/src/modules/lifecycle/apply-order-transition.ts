// The one way an order changes state. In one transaction: lock the order, check who asks (their role
// on this order: another restaurant's, captain's or customer's order is "not found"), check the domain's
// state machine, write the status, the step's time, one order_events row and the customer's alert;
// after the commit, publish on the bus. Every step service (accept-order, deliver-order, ...) is this
// plus its own checks and writes. A step by a restaurant's staff or a captain also marks them present
// for a few minutes (decision 027): the demo autopilot leaves them their orders.
import { type Db, schema } from '@khabar/db';
import {
  DELIVERY_TYPE,
  decideTransition,
  isAwaitingRelease,
  LATE_AFTER_MS,
  type LifecycleAction,
  ORDER_STATUS,
  scheduledForText,
} from '@khabar/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { BusChannel } from '../../adapters/events/event-bus.ts';
import { AppError } from '../../errors/app-error.ts';
import { enqueueJob } from '../jobs/index.ts';
import { ACTION_PRESENCE_MS, recordPresence } from '../presence/index.ts';
import { enqueueOrderStepPush } from '../push/index.ts';
import { enqueueOrderWebhooks } from '../webhooks/index.ts';
import { insertAlert, stepAlert } from './customer-alerts.ts';
import type { Actor, LifecycleContext, OrderRow } from './lifecycle-context.ts';
import { type Outbox, orderChannels, publishOutbox, recordOrderEvent } from './order-outbox.ts';

type OrderPatch = Partial<typeof schema.orders.$inferInsert>;

const ORDER_NOT_FOUND = 'Order not found';

export interface StepContext {
  tx: Db;
  order: OrderRow;
  outbox: Outbox;
  at: Date;
}

export interface TransitionStep {
  orderId: number;
  action: LifecycleAction;
  actor: Actor;
  /** Columns written with the step (the preparation time, the cancel reason, the captain). */
  set?: OrderPatch;
  payload?: Record<string, unknown>;
  /** Replaces the usual role check (accepting an offer: the captain is not assigned yet). */
  owns?: (ctx: StepContext) => Promise<boolean>;
  /**
   * Checks that need the locked order. It may write (a wrong PIN counts a try); an error it returns is
   * thrown after those writes commit, and the step does not happen.
   */
  guard?: (ctx: StepContext) => Promise<AppError | null>;
  /** More writes in the same transaction after the step (refunds, jobs, offers). */
  after?: (ctx: StepContext) => Promise<void>;
  /** Checks of who asks that come before the order is even looked up (an operator's level: 403). */
  authorize?: (tx: Db) => Promise<void>;
  /**
   * May this step be taken on an order for later that has not reached the kitchen (decision 048)? Only
   * the release's own cancel says so; the customer's and an operator's cancel always may.
   */
  beforeRelease?: boolean;
  /** Channels told of the step besides the order's own (a captain who just lost the trip). */
  alsoTell?: (before: OrderRow) => BusChannel[];
}

const EVENT_TYPE: Record<LifecycleAction, string> = {
  accept: 'accepted',
  reject: 'rejected',
  cancel: 'cancelled',
  auto_cancel: 'auto_cancelled',
  mark_ready: 'ready',
  assign_captain: 'assigned',
  arrive: 'arrived',
  pick_up: 'picked_up',
  deliver: 'delivered',
  hand_over: 'handed_over',
  operator_cancel: 'cancelled',
  reassign_captain: 'reassigned',
  unassign_captain: 'unassigned',
  redispatch: 'redispatched',
  unlock_pin: 'pin_unlocked',
  operator_deliver: 'delivered',
};

/**
 * The time each step records on the order. A step without one may be taken again (an operator moves
 * the captain or unlocks the PIN as often as it takes); its service writes the times it changes.
 */
const STEP_TIME: Partial<Record<LifecycleAction, keyof OrderRow>> = {
  accept: 'acceptedAt',
  reject: 'cancelledAt',
  cancel: 'cancelledAt',
  auto_cancel: 'cancelledAt',
  mark_ready: 'readyAt',
  assign_captain: 'assignedAt',
  arrive: 'arrivedAt',
  pick_up: 'pickedUpAt',
  deliver: 'deliveredAt',
  hand_over: 'deliveredAt',
  operator_cancel: 'cancelledAt',
  operator_deliver: 'deliveredAt',
};

/** The captain (delivery partner) acting through this account, if it is one. */
export async function captainOfUser({ tx, userId }: { tx: Db; userId: number }) {
  const [partner] = await tx
    .select()
    .from(schema.deliveryPartners)
    .where(eq(schema.deliveryPartners.userId, userId));
  return partner ?? null;
}

export async function isStaffOf({
  tx,
  userId,
  restaurantId,
}: {
  tx: Db;
  userId: number;
  restaurantId: number;
}): Promise<boolean> {
  const [row] = await tx
    .select({ userId: schema.restaurantStaff.userId })
    .from(schema.restaurantStaff)
    .where(
      and(eq(schema.restaurantStaff.userId, userId), eq(schema.restaurantStaff.restaurantId, restaurantId)),
    );
  return Boolean(row);
}

/** Is this order the actor's to act on? Orders still awaiting payment are nobody's but the customer's. */
async function ownsOrder(tx: Db, actor: Actor, order: OrderRow): Promise<boolean> {
  switch (actor.type) {
    case 'system':
      return true;
    case 'customer':
      return order.userId === actor.userId;
    case 'restaurant':
      return (
        order.orderstatusId !== ORDER_STATUS.awaitingPayment &&
        (await isStaffOf({ tx, userId: actor.userId, restaurantId: order.restaurantId }))
      );
    case 'captain': {
      const partner = await captainOfUser({ tx, userId: actor.userId });
      return partner !== null && order.deliveryPartnerId === partner.id;
    }
    case 'operator': {
      // Every order is an operator's to handle, while their invitation stands.
      const [row] = await tx
        .select({ userId: schema.operators.userId })
        .from(schema.operators)
        .where(and(eq(schema.operators.userId, actor.userId), isNull(schema.operators.revokedAt)));
      return Boolean(row);
    }
  }
}

export async function lockOrder({ tx, orderId }: { tx: Db; orderId: number }): Promise<OrderRow | null> {
  const [order] = await tx.select().from(schema.orders).where(eq(schema.orders.id, orderId)).for('update');
  return order ?? null;
}

export async function applyOrderTransition(input: LifecycleContext & TransitionStep): Promise<OrderRow> {
  const at = input.now();
  const outcome = await input.db.transaction(async (tx) => {
    const outbox: Outbox = [];
    await input.authorize?.(tx);
    const locked = await lockOrder({ tx, orderId: input.orderId });
    if (!locked) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    const ctx: StepContext = { tx, order: locked, outbox, at };
    const owned = input.owns ? await input.owns(ctx) : await ownsOrder(tx, input.actor, locked);
    if (!owned) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);

    const decision = decideTransition({
      statusId: locked.orderstatusId,
      deliveryType: locked.deliveryType === 2 ? 2 : 1,
      action: input.action,
      actor: input.actor.type,
    });
    if (!decision.ok) throw new AppError('CONFLICT', decision.message);
    // Nobody accepts, rejects or times out an order the kitchen has not been given yet.
    const anyTime = input.action === 'cancel' || input.action === 'operator_cancel';
    if (isAwaitingRelease(locked) && !anyTime && !input.beforeRelease) {
      throw new AppError(
        'CONFLICT',
        `${scheduledForText(locked.scheduledFor as Date)}: it is not in the kitchen yet.`,
      );
    }
    const timeColumn = STEP_TIME[input.action];
    if (timeColumn && !decision.statusChanges && locked[timeColumn] !== null) {
      throw new AppError('CONFLICT', 'This step is already done.');
    }
    const refusal = input.guard ? await input.guard(ctx) : null;
    if (refusal) return { refusal, order: locked, outbox };

    const person = input.actor.type === 'restaurant' || input.actor.type === 'captain';
    const [order] = await tx
      .update(schema.orders)
      .set({
        ...input.set,
        orderstatusId: decision.to,
        ...(timeColumn ? { [timeColumn]: at } : {}),
        updatedAt: at,
        ...(person ? { handledByPerson: true } : {}),
      })
      .where(eq(schema.orders.id, locked.id))
      .returning();
    if (!order) throw new Error('order update returned nothing');
    ctx.order = order;
    const who =
      input.actor.type === 'restaurant'
        ? { kind: 'restaurant' as const, id: order.restaurantId }
        : input.actor.type === 'captain' && order.deliveryPartnerId
          ? { kind: 'captain' as const, id: order.deliveryPartnerId }
          : null;
    if (who) await recordPresence({ db: tx, now: () => at, who, forMs: ACTION_PRESENCE_MS });

    const eventId = await recordOrderEvent({
      tx,
      outbox,
      input: {
        order,
        type: EVENT_TYPE[input.action],
        actor: input.actor,
        statusId: order.orderstatusId,
        payload: { action: input.action, ...input.payload },
        at,
        ...(input.alsoTell ? { channels: [...orderChannels(order), ...input.alsoTell(locked)] } : {}),
      },
    });
    const alert = stepAlert({ action: input.action, f: await alertFacts(tx, order) });
    if (alert) await insertAlert({ tx, input: { userId: order.userId, orderId: order.id, ...alert, at } });
    // The browsers that asked to be told (decision 051) and the integrators' webhooks (054), in this
    // transaction: a step that commits is told, one that rolls back is not.
    if (decision.statusChanges) await enqueueOrderStepPush({ tx, input: { order, eventId, at } });
    if (order.orderstatusId !== locked.orderstatusId)
      await enqueueOrderWebhooks({ tx, input: { order, orderEventId: eventId, at } });
    await input.after?.(ctx);
    await checkLatePromise(tx, order, at);
    return { refusal: null, order, outbox };
  });
  await publishOutbox({ events: input.events, outbox: outcome.outbox });
  if (outcome.refusal) throw outcome.refusal;
  return outcome.order;
}

/**
 * A delivery order delivered more than 60 minutes after placing may earn the late-delivery credit
 * (decision 044): a durable job enqueued in the delivery's own transaction (so it exists exactly when the
 * delivery committed, whatever dies after) checks the rider's position and grants it once, at once.
 * An order on time needs no job: the rule gives it nothing.
 */
async function checkLatePromise(tx: Db, order: OrderRow, at: Date): Promise<void> {
  if (order.orderstatusId !== ORDER_STATUS.delivered || order.deliveryType !== DELIVERY_TYPE.delivery) return;
  if (!order.placedAt || at.getTime() - order.placedAt.getTime() <= LATE_AFTER_MS) return;
  await enqueueJob({
    tx,
    job: {
      name: 'late-delivery-credit',
      payload: { orderId: order.id },
      runAt: at,
      singletonKey: `late-credit:${order.id}`,
    },
  });
}

async function alertFacts(tx: Db, order: OrderRow) {
  const [restaurant] = await tx
    .select({ name: schema.restaurants.name })
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, order.restaurantId));
  const [captain] = order.deliveryPartnerId
    ? await tx
        .select({ name: schema.deliveryPartners.name, vehicleNumber: schema.deliveryPartners.vehicleNumber })
        .from(schema.deliveryPartners)
        .where(eq(schema.deliveryPartners.id, order.deliveryPartnerId))
    : [];
  return { order, restaurantName: restaurant?.name ?? 'The restaurant', captain: captain ?? null };
}
