// A captain's latest position (the phone's watchPosition, or the autopilot riding its route). Fixes
// worse than 50 m are dropped. While on a trip the position is published live on the order's channel
// (type 'position'); it is not written to order_events, only kept as the captain's latest. Every fix
// also goes to the operators' map on the `ops` channel (type 'captain_position', live only).
import { type Db, schema } from '@khabar/db';
import { MAX_POSITION_ACCURACY_M } from '@khabar/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { EventBus } from '../../adapters/events/event-bus.ts';
import { AppError } from '../../errors/app-error.ts';
import { captainOfUser } from '../lifecycle/index.ts';
import { CAPTAIN_NOT_FOUND } from './set-captain-duty.ts';

interface Fix {
  latitude: number;
  longitude: number;
  accuracyM: number;
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
  const trips = await input.db
    .select({ id: schema.orders.id, statusId: schema.orders.orderstatusId })
    .from(schema.orders)
    .where(
      and(eq(schema.orders.deliveryPartnerId, input.partnerId), inArray(schema.orders.orderstatusId, [3, 4])),
    );
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
  const captain = await captainOfUser(input.db, input.userId);
  if (!captain) throw new AppError('NOT_FOUND', CAPTAIN_NOT_FOUND);
  return recordCaptainPosition({ ...input, partnerId: captain.id });
}
