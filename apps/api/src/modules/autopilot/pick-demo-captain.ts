// The autopilot's rider for an order: the nearest free demo captain that no person is (decision 027).
// A demo captain is a person's while their account is logged in anywhere, while they are at the captain
// app (its stream open, or an action in the last minutes), or while on duty: the dispatcher's offers go
// to captains on duty, never the autopilot's trips. Assigned through the same service as an accepted
// offer.
import { schema } from '@khabar/db';
import { distanceMetres } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { freeCaptains } from '../captain/index.ts';
import type { LifecycleContext, OrderRow } from '../lifecycle/index.ts';
import { assignCaptain, ON_A_TRIP } from '../lifecycle/index.ts';
import { presentAmong } from '../presence/index.ts';
import { liveSessionUsers } from './find-turn.ts';

export async function pickDemoCaptain(input: LifecycleContext & { order: OrderRow }) {
  const [r] = await input.db
    .select({ lat: schema.restaurants.latitude, lng: schema.restaurants.longitude })
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, input.order.restaurantId));
  if (!r) return null;
  const free = await freeCaptains(input.db, { onDuty: false, demoOnly: true });
  const present = await presentAmong({ ...input, kind: 'captain', ids: free.map((c) => c.id) });
  const loggedIn = await liveSessionUsers(
    input,
    free.flatMap((c) => (c.userId === null ? [] : [c.userId])),
  );
  const ranked = free
    .filter((c) => !present.has(c.id) && (c.userId === null || !loggedIn.has(c.userId)))
    .sort(
      (a, b) =>
        distanceMetres(a.latitude!, a.longitude!, r.lat, r.lng) -
        distanceMetres(b.latitude!, b.longitude!, r.lat, r.lng),
    );
  for (const captain of ranked) {
    try {
      await assignCaptain({
        ...input,
        orderId: input.order.id,
        partnerId: captain.id,
        actor: { type: 'system' },
      });
      return captain;
    } catch (err) {
      // Taken by another order a moment ago: the next one.
      if (err instanceof AppError && err.code === 'CONFLICT' && err.message === ON_A_TRIP) continue;
      throw err;
    }
  }
  return null;
}
