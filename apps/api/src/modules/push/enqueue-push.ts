// Push deliveries are durable jobs (decisions 008, 051), enqueued in the transaction of the change they
// tell of: one job per (step, subscription), keyed so that enqueueing the same step twice makes one job
// and a step is never sent twice. The words are fixed here, in the subscriber's language at the time of
// the step; the job only encrypts and sends.
import { type Db, schema } from '@khabar/db';
import { formatInr, newOrderPushText, offerPushText, orderStepPushText, type PushText } from '@khabar/domain';
import { and, eq } from 'drizzle-orm';
import { enqueueJob } from '../jobs/index.ts';

/** The notification the service worker shows (apps/web/src/sw/sw.ts); a click opens `url`. */
export interface PushMessage extends PushText {
  url: string;
  /** Notifications with one tag replace each other: an order's steps show as one, newest. */
  tag: string;
}

/** A push the service could not deliver is tried again, with the queue's back-off, this many times. */
const PUSH_ATTEMPTS = 6;

interface OrderFacts {
  id: number;
  userId: number;
  restaurantId: number;
  uniqueOrderId: string;
  orderstatusId: number;
  totalPaise: number;
}

const subscribers = (tx: Db, where: ReturnType<typeof and>) =>
  tx
    .select({ id: schema.pushSubscriptions.id, language: schema.users.language })
    .from(schema.pushSubscriptions)
    .innerJoin(schema.users, eq(schema.users.id, schema.pushSubscriptions.userId))
    .where(where);

async function restaurantName(tx: Db, restaurantId: number): Promise<string> {
  const [r] = await tx
    .select({ name: schema.restaurants.name })
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, restaurantId));
  return r?.name ?? 'The restaurant';
}

async function enqueueEach(
  tx: Db,
  subs: { id: number; language: string | null }[],
  input: {
    key: string;
    at: Date;
    message: (language: string | null) => PushMessage;
    expiresAt?: Date;
  },
) {
  for (const sub of subs) {
    await enqueueJob({
      tx,
      job: {
        name: 'push-send',
        payload: {
          subscriptionId: sub.id,
          message: input.message(sub.language),
          ...(input.expiresAt ? { expiresAt: input.expiresAt.toISOString() } : {}),
        },
        runAt: input.at,
        singletonKey: `push:${input.key}:${sub.id}`,
        maxAttempts: PUSH_ATTEMPTS,
      },
    });
  }
}

/** The customer's browsers told of their order's step (the order_events row `eventId`). */
export async function enqueueOrderStepPush({
  tx,
  input,
}: {
  tx: Db;
  input: { order: OrderFacts; eventId: number; at: Date };
}): Promise<void> {
  const { order } = input;
  const words = (language: string | null, restaurantName: string) =>
    orderStepPushText({
      status: order.orderstatusId,
      language,
      orderNumber: order.uniqueOrderId,
      restaurantName,
    });
  // A status the customer is not told of (payment awaited, placed by themselves) costs no query.
  if (!words(null, '')) return;
  const subs = await subscribers(
    tx,
    and(eq(schema.pushSubscriptions.userId, order.userId), eq(schema.pushSubscriptions.audience, 'customer')),
  );
  if (subs.length === 0) return;
  const name = await restaurantName(tx, order.restaurantId);
  await enqueueEach(tx, subs, {
    key: `event:${input.eventId}`,
    at: input.at,
    message: (language) => ({
      // Every language falls back to English words, which exist for this status (checked above).
      ...(words(language, name) as PushText),
      url: `/liveTrack/${order.id}`,
      tag: `order-${order.id}`,
    }),
  });
}

/** A restaurant's staff told of an order that just reached it (placed, paid, or released). */
export async function enqueueNewOrderPush({
  tx,
  input,
}: {
  tx: Db;
  input: {
    order: OrderFacts;
    at: Date;
    /**
     * The restaurant's subscriptions (audience 'restaurant') when the caller read them in a statement
     * of its own (a new order reads them with its event, decision 061): not read again.
     */
    subscribers?: { id: number; language: string | null }[];
  };
}): Promise<void> {
  const { order } = input;
  const subs =
    input.subscribers ??
    (await subscribers(
      tx,
      and(
        eq(schema.pushSubscriptions.restaurantId, order.restaurantId),
        eq(schema.pushSubscriptions.audience, 'restaurant'),
      ),
    ));
  await enqueueEach(tx, subs, {
    key: `new-order:${order.id}`,
    at: input.at,
    message: (language) => ({
      ...newOrderPushText({ language, orderNumber: order.uniqueOrderId, total: formatInr(order.totalPaise) }),
      url: '/partner',
      tag: `new-order-${order.id}`,
    }),
  });
}

/** A captain told of a delivery offered to them; the push is not sent once the offer has ended. */
export async function enqueueOfferPush({
  tx,
  input,
}: {
  tx: Db;
  input: { offerId: number; partnerId: number; restaurantId: number; at: Date; expiresAt: Date };
}): Promise<void> {
  const [captain] = await tx
    .select({ userId: schema.deliveryPartners.userId })
    .from(schema.deliveryPartners)
    .where(eq(schema.deliveryPartners.id, input.partnerId));
  // The autopilot's riders have no account (decision 041), so no browser either.
  if (!captain?.userId) return;
  const subs = await subscribers(
    tx,
    and(
      eq(schema.pushSubscriptions.userId, captain.userId),
      eq(schema.pushSubscriptions.audience, 'captain'),
    ),
  );
  if (subs.length === 0) return;
  const name = await restaurantName(tx, input.restaurantId);
  await enqueueEach(tx, subs, {
    key: `offer:${input.offerId}`,
    at: input.at,
    expiresAt: input.expiresAt,
    message: (language) => ({
      ...offerPushText({ language, restaurantName: name }),
      url: '/captain',
      tag: `offer-${input.offerId}`,
    }),
  });
}
