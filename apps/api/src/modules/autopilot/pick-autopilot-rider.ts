// The autopilot's rider for an order: the nearest of its own free riders (decision 041). They have no
// account, so no person is ever one of them: the autopilot needs no check of who is logged in or at the
// captain app, and a person's captain app never shows a trip they did not take. All of them out: null
// (the step asks again shortly). Assigned through the same service as an accepted offer.
import { schema } from '@khabar/db';
import { distanceMetres } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { freeCaptains } from '../captain/index.ts';
import type { LifecycleContext, OrderRow } from '../lifecycle/index.ts';
import { assignCaptain, ON_A_TRIP } from '../lifecycle/index.ts';

export async function pickAutopilotRider(input: LifecycleContext & { order: OrderRow }) {
  const [r] = await input.db
    .select({ lat: schema.restaurants.latitude, lng: schema.restaurants.longitude })
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, input.order.restaurantId));
  if (!r) return null;
  const ranked = (
    await freeCaptains({ tx: input.db, options: { onDuty: false, autopilotRiders: true } })
  ).sort(
    (a, b) =>
      distanceMetres(a.latitude!, a.longitude!, r.lat, r.lng) -
      distanceMetres(b.latitude!, b.longitude!, r.lat, r.lng),
  );
  for (const rider of ranked) {
    try {
      await assignCaptain({
        ...input,
        orderId: input.order.id,
        partnerId: rider.id,
        actor: { type: 'system' },
      });
      return rider;
    } catch (err) {
      // Taken by another order a moment ago: the next one.
      if (err instanceof AppError && err.code === 'CONFLICT' && err.message === ON_A_TRIP) continue;
      throw err;
    }
  }
  return null;
}
