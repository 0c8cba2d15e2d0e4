// Offers an accepted delivery order to the nearest free captain: on duty, not suspended, no trip and no
// open offer.
// Distance is great-circle from the captain's latest position to the restaurant; a captain whose phone
// has not reported a position yet (the app shares it on trips) comes after those who have. A captain who already let this order go is asked again only after everyone else. No one
// free: the job runs again in 15 s. The partial unique indexes (one open offer per order and per
// captain) keep two dispatchers from double-offering.
import { type Db, schema } from '@khabar/db';
import { CAPTAIN_OFFER_SECONDS, distanceMetres, ORDER_STATUS } from '@khabar/domain';
import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { enqueueJob } from '../jobs/index.ts';
import type { LifecycleContext } from '../lifecycle/index.ts';
import { lockOrder, type Outbox, publishOutbox, recordOrderEvent } from '../lifecycle/index.ts';
import { enqueueOfferPush } from '../push/index.ts';
import { captainTripJson } from './captain-trip-json.ts';

const DISPATCH_RETRY_MS = 15_000;

const dp = schema.deliveryPartners;
const co = schema.captainOffers;

/**
 * Captains who could take an order now (with a known position, unless `anyPosition`); never a suspended
 * one. People's captains, or with `autopilotRiders` only the demo autopilot's own riders (decision 041):
 * the dispatcher never offers those an order, and the autopilot rides nobody else.
 */
export async function freeCaptains({
  tx,
  options,
}: {
  tx: Db;
  options: { onDuty: boolean; autopilotRiders?: boolean; anyPosition?: boolean };
}) {
  return tx
    .select()
    .from(dp)
    .where(
      and(
        eq(dp.isOnDuty, options.onDuty),
        isNull(dp.suspendedAt),
        eq(dp.autopilotRider, options.autopilotRiders ?? false),
        options.anyPosition ? undefined : isNotNull(dp.latitude),
        options.anyPosition ? undefined : isNotNull(dp.longitude),
        sql`not exists (select 1 from ${schema.orders} o where o.delivery_partner_id = ${dp.id} and o.orderstatus_id in (3, 4))`,
        sql`not exists (select 1 from ${co} c where c.delivery_partner_id = ${dp.id} and c.status = 'offered')`,
      ),
    );
}

/** Offers past their time end now, whether or not their time-out job has run yet. */
async function expireStaleOffers(tx: Db, at: Date): Promise<void> {
  await tx
    .update(co)
    .set({ status: 'expired', respondedAt: at })
    .where(and(eq(co.status, 'offered'), lte(co.expiresAt, at)));
}

export async function dispatchOrder(input: LifecycleContext & { orderId: number }): Promise<void> {
  const at = input.now();
  const outbox: Outbox = [];
  await input.db.transaction(async (tx) => {
    const order = await lockOrder({ tx, orderId: input.orderId });
    if (
      order?.orderstatusId !== ORDER_STATUS.preparing ||
      order.deliveryType !== 1 ||
      order.deliveryPartnerId
    )
      return;
    await expireStaleOffers(tx, at);
    const [open] = await tx
      .select({ id: co.id })
      .from(co)
      .where(and(eq(co.orderId, order.id), eq(co.status, 'offered')));
    if (open) return;

    const [restaurant] = await tx
      .select({ lat: schema.restaurants.latitude, lng: schema.restaurants.longitude })
      .from(schema.restaurants)
      .where(eq(schema.restaurants.id, order.restaurantId));
    const asked = await tx
      .select({ partnerId: co.deliveryPartnerId, n: sql<number>`count(*)::int` })
      .from(co)
      .where(eq(co.orderId, order.id))
      .groupBy(co.deliveryPartnerId);
    const timesAsked = new Map(asked.map((a) => [a.partnerId, Number(a.n)]));
    const ranked = (await freeCaptains({ tx, options: { onDuty: true, anyPosition: true } }))
      .map((c) => ({
        c,
        asked: timesAsked.get(c.id) ?? 0,
        metres:
          c.latitude === null || c.longitude === null
            ? Number.POSITIVE_INFINITY
            : distanceMetres(c.latitude, c.longitude, restaurant!.lat, restaurant!.lng),
      }))
      .sort((a, b) => a.asked - b.asked || a.metres - b.metres || a.c.id - b.c.id);

    for (const { c, metres } of ranked) {
      const expiresAt = new Date(at.getTime() + CAPTAIN_OFFER_SECONDS * 1000);
      const [offer] = await tx
        .insert(co)
        .values({ orderId: order.id, deliveryPartnerId: c.id, offeredAt: at, expiresAt })
        .onConflictDoNothing()
        .returning();
      // Taken by a concurrent dispatch of another order: try the next captain.
      if (!offer) continue;
      await recordOrderEvent({
        tx,
        outbox,
        input: {
          order,
          type: 'offered',
          actor: { type: 'system' },
          statusId: null,
          payload: { offer_id: offer.id, delivery_partner_id: c.id, expires_at: expiresAt.toISOString() },
          at,
        },
      });
      await enqueueJob({
        tx,
        job: {
          name: 'offer-timeout',
          payload: { offerId: offer.id },
          runAt: expiresAt,
          singletonKey: `offer-timeout:${offer.id}`,
        },
      });
      await enqueueOfferPush({
        tx,
        input: {
          offerId: offer.id,
          partnerId: c.id,
          restaurantId: order.restaurantId,
          at,
          expiresAt,
        },
      });
      const trip = await captainTripJson({ db: tx, orderId: order.id, options: { withPhone: false } });
      outbox.push({
        channels: [`captain:${c.id}`],
        message: {
          eventId: null,
          type: 'offer',
          orderId: order.id,
          statusId: order.orderstatusId,
          payload: {
            offer: { id: offer.id, expires_at: expiresAt.toISOString(), order: trip },
            metres: Number.isFinite(metres) ? Math.round(metres) : null,
          },
          at: at.toISOString(),
        },
      });
      return;
    }
    const retryAt = new Date(at.getTime() + DISPATCH_RETRY_MS);
    await enqueueJob({
      tx,
      job: {
        name: 'dispatch-order',
        payload: { orderId: order.id },
        runAt: retryAt,
        // Several triggers in one 15-second slot make one retry, not several chains of them.
        singletonKey: `dispatch-order:${order.id}:${Math.floor(retryAt.getTime() / DISPATCH_RETRY_MS)}`,
      },
    });
  });
  await publishOutbox({ events: input.events, outbox });
}
