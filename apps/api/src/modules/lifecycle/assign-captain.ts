// A captain takes a delivery order (2 -> 3): by accepting its offer, or picked by the demo autopilot
// (actor system). A captain carries one order at a time.
import { schema } from '@khabar/db';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { applyOrderTransition, type StepContext } from './apply-order-transition.ts';
import { closeOrderOffers } from './close-order-offers.ts';
import type { Actor, LifecycleContext, OrderRow } from './lifecycle-context.ts';

export const ON_A_TRIP = 'Finish your current trip first.';

export async function assignCaptain(
  input: LifecycleContext & {
    orderId: number;
    partnerId: number;
    actor: Actor;
    /** Who may take it (the offer check); the system needs none. */
    owns?: (ctx: StepContext) => Promise<boolean>;
    offerId?: number;
    /** A refusal before the step (the offer has expired). */
    check?: (ctx: StepContext) => Promise<AppError | null>;
  },
): Promise<OrderRow> {
  return applyOrderTransition({
    ...input,
    action: 'assign_captain',
    owns: input.owns ?? (async () => input.actor.type === 'system'),
    set: { deliveryPartnerId: input.partnerId },
    payload: { delivery_partner_id: input.partnerId },
    guard: async (ctx) => {
      const refused = input.check ? await input.check(ctx) : null;
      if (refused) return refused;
      const { tx, order } = ctx;
      const [busy] = await tx
        .select({ id: schema.orders.id })
        .from(schema.orders)
        .where(
          and(
            eq(schema.orders.deliveryPartnerId, input.partnerId),
            inArray(schema.orders.orderstatusId, [3, 4]),
            ne(schema.orders.id, order.id),
          ),
        )
        .limit(1);
      return busy ? new AppError('CONFLICT', ON_A_TRIP) : null;
    },
    after: async ({ tx, order, at, outbox }) => {
      // Every open offer of this order ends: the taken one accepted, the others withdrawn (and their
      // captains told).
      if (input.offerId) {
        await tx
          .update(schema.captainOffers)
          .set({ status: 'accepted', respondedAt: at })
          .where(
            and(
              eq(schema.captainOffers.id, input.offerId),
              eq(schema.captainOffers.orderId, order.id),
              eq(schema.captainOffers.status, 'offered'),
            ),
          );
      }
      await closeOrderOffers({ tx, input: { orderId: order.id, at, outbox } });
    },
  });
}
