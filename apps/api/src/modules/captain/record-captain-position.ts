// A captain's latest position (the phone's watchPosition, or the autopilot riding its route). Fixes
// worse than 50 m are dropped. While on a trip the position is published live on the order's channel
// (type 'position'); it is not written to order_events, it is kept as the captain's latest and, when
// it says something new (the domain's trailStep: 15 m or 30 s on), as the next point of each held
// order's trail (decision 040). Every fix also goes to the operators' map on the `ops` channel (type
// 'captain_position', live only), naming the orders it belongs to.
import { type Db, schema } from '@khabar/db';
import { MAX_POSITION_ACCURACY_M, type TrailPoint, trailStep } from '@khabar/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { EventBus } from '../../adapters/events/event-bus.ts';
import { AppError } from '../../errors/app-error.ts';
import { captainOfUser } from '../lifecycle/index.ts';
import { CAPTAIN_NOT_FOUND } from './set-captain-duty.ts';

interface Fix {
  latitude: number;
  longitude: number;
  accuracyM: number;
}

/**
 * The captain's trips (statuses 3 and 4) and each one's last trail point, in the one read a report
 * always made (decision 040): the trail costs no round trip more than its insert, and none for a fix
 * it does not keep. Built and prepared once per database (the lateral join cost more to build and
 * plan on every report than to run).
 */
function prepareTripsWithLastPoint(db: Db) {
  const trail = schema.positionTrail;
  const lastPoint = db
    .select({
      seq: trail.seq,
      latitude: trail.latitude,
      longitude: trail.longitude,
      recordedAt: trail.recordedAt,
      captainId: trail.deliveryPartnerId,
    })
    .from(trail)
    .where(eq(trail.orderId, schema.orders.id))
    .orderBy(desc(trail.seq))
    .limit(1)
    .as('last_point');
  return db
    .select({
      id: schema.orders.id,
      statusId: schema.orders.orderstatusId,
      lastSeq: lastPoint.seq,
      lastLatitude: lastPoint.latitude,
      lastLongitude: lastPoint.longitude,
      lastAt: lastPoint.recordedAt,
      lastCaptainId: lastPoint.captainId,
    })
    .from(schema.orders)
    .leftJoinLateral(lastPoint, sql`true`)
    .where(
      and(
        eq(schema.orders.deliveryPartnerId, sql.placeholder('partnerId')),
        inArray(schema.orders.orderstatusId, [3, 4]),
      ),
    )
    .prepare('captain_trips_with_last_point');
}
const prepared = new WeakMap<Db, ReturnType<typeof prepareTripsWithLastPoint>>();
function tripsWithLastPoint(db: Db) {
  let query = prepared.get(db);
  if (!query) {
    query = prepareTripsWithLastPoint(db);
    prepared.set(db, query);
  }
  return query;
}

export async function recordCaptainPosition(
  input: { db: Db; events: EventBus; now: () => Date; partnerId: number } & Fix,
): Promise<{ stored: boolean }> {
  if (input.accuracyM > MAX_POSITION_ACCURACY_M) return { stored: false };
  const at = input.now();
  await input.db
    .update(schema.deliveryPartners)
    .set({
      latitude: input.latitude,
      longitude: input.longitude,
      accuracyM: Math.round(input.accuracyM),
      positionAt: at,
    })
    .where(eq(schema.deliveryPartners.id, input.partnerId));
  const trips = await tripsWithLastPoint(input.db).execute({ partnerId: input.partnerId });
  const fix = {
    latitude: input.latitude,
    longitude: input.longitude,
    at: at.getTime(),
    captainId: input.partnerId,
  };
  const kept = trips.flatMap((trip) => {
    const last: TrailPoint | null =
      trip.lastSeq === null
        ? null
        : {
            seq: trip.lastSeq,
            latitude: trip.lastLatitude as number,
            longitude: trip.lastLongitude as number,
            // (A subquery's column may reach here as the driver's text on some drivers.)
            at: new Date(trip.lastAt as Date | string).getTime(),
            captainId: trip.lastCaptainId as number,
          };
    const step = trailStep(last, fix);
    return step.keep
      ? [
          {
            orderId: trip.id,
            seq: step.seq,
            deliveryPartnerId: input.partnerId,
            latitude: input.latitude,
            longitude: input.longitude,
            recordedAt: at,
          },
        ]
      : [];
  });
  if (kept.length > 0) {
    const trail = schema.positionTrail;
    // A full trail's last point is written again (trailStep gives its number); so is a point two
    // reports of one phone raced for, by the later fix.
    await input.db
      .insert(trail)
      .values(kept)
      .onConflictDoUpdate({
        target: [trail.orderId, trail.seq],
        set: {
          deliveryPartnerId: sql`excluded.delivery_partner_id`,
          latitude: sql`excluded.latitude`,
          longitude: sql`excluded.longitude`,
          recordedAt: sql`excluded.recorded_at`,
        },
        setWhere: sql`${trail.recordedAt} <= excluded.recorded_at`,
      });
  }
  for (const trip of trips) {
    await input.events
      .publish(`order:${trip.id}`, {
        eventId: null,
        type: 'position',
        orderId: trip.id,
        statusId: trip.statusId,
        payload: {
          latitude: input.latitude,
          longitude: input.longitude,
          accuracy_m: Math.round(input.accuracyM),
        },
        at: at.toISOString(),
      })
      .catch(() => {});
  }
  await input.events
    .publish('ops', {
      eventId: null,
      type: 'captain_position',
      orderId: trips[0]?.id ?? null,
      statusId: null,
      payload: {
        captain_id: input.partnerId,
        latitude: input.latitude,
        longitude: input.longitude,
        carrying_order_id: trips[0]?.id ?? null,
        /** Every order the fix belongs to (their order pages add it to the trail they draw). */
        order_ids: trips.map((trip) => trip.id),
      },
      at: at.toISOString(),
    })
    .catch(() => {});
  return { stored: true };
}

/** The captain app's call: the account must be a captain. */
export async function postCaptainPosition(
  input: { db: Db; events: EventBus; now: () => Date; userId: number } & Fix,
): Promise<{ stored: boolean }> {
  const captain = await captainOfUser({ tx: input.db, userId: input.userId });
  if (!captain) throw new AppError('NOT_FOUND', CAPTAIN_NOT_FOUND);
  return recordCaptainPosition({ ...input, partnerId: captain.id });
}
