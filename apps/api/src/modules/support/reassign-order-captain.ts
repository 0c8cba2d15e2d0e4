// Support gives an order to the captain they chose (they phoned them): from preparing (no captain
// yet, an open offer withdrawn) or from another captain before the pickup (that captain's app loses the
// trip by their stream). The captain the agent saw must still be the order's, so two agents moving
// the same order cannot both win.
import { schema } from '@khabar/db';
import type { SupportActionResult } from '@khabar/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { withdrawOpenOffers } from '../captain/index.ts';
import { closeOrderOffers, type LifecycleContext } from '../lifecycle/index.ts';
import { readOrderSupport } from './order-support-json.ts';
import { takeOperatorStep } from './take-operator-step.ts';

const dp = schema.deliveryPartners;

export async function reassignOrderCaptain(
  input: LifecycleContext & {
    orderId: number;
    userId: number;
    reason: string;
    captainId: number;
    currentCaptainId: number | null;
  },
): Promise<SupportActionResult> {
  let captainName = '';
  const { order, level } = await takeOperatorStep({
    ...input,
    action: 'reassign_captain',
    set: { deliveryPartnerId: input.captainId, arrivedAt: null },
    payload: { delivery_partner_id: input.captainId },
    check: async ({ tx, order }) => {
      if (order.deliveryPartnerId !== input.currentCaptainId) {
        const [now] = order.deliveryPartnerId
          ? await tx.select({ name: dp.name }).from(dp).where(eq(dp.id, order.deliveryPartnerId))
          : [];
        throw new AppError(
          'CONFLICT',
          now
            ? `The order's captain changed meanwhile: ${now.name} has it now.`
            : 'The order has no captain now: it was taken off its captain meanwhile.',
        );
      }
      if (order.deliveryPartnerId === input.captainId) {
        throw new AppError('CONFLICT', 'This captain already has this order.');
      }
      const [captain] = await tx.select().from(dp).where(eq(dp.id, input.captainId)).for('update');
      if (!captain) throw new AppError('NOT_FOUND', 'Captain not found');
      if (captain.suspendedAt) throw new AppError('CONFLICT', 'This captain is suspended.');
      if (!captain.isOnDuty) throw new AppError('CONFLICT', 'This captain is off duty.');
      const [busy] = await tx
        .select({ id: schema.orders.id })
        .from(schema.orders)
        .where(
          and(
            eq(schema.orders.deliveryPartnerId, captain.id),
            inArray(schema.orders.orderstatusId, [3, 4]),
            ne(schema.orders.id, order.id),
          ),
        )
        .limit(1);
      if (busy) throw new AppError('CONFLICT', 'This captain is carrying another order.');
      captainName = captain.name;
    },
    after: async ({ tx, order, at, outbox }) => {
      await tx.update(schema.orders).set({ assignedAt: at }).where(eq(schema.orders.id, order.id));
      // This order's open offer ends (its captain is told), and so does one the chosen captain had of
      // another order (that order goes to the next captain).
      await closeOrderOffers({ tx, input: { orderId: order.id, at, outbox } });
      await withdrawOpenOffers({ tx, partnerId: input.captainId, at, outbox });
    },
    alsoTell: (before) =>
      before.deliveryPartnerId && before.deliveryPartnerId !== input.captainId
        ? [`captain:${before.deliveryPartnerId}`]
        : [],
  });
  return {
    message: `Order ${order.uniqueOrderId} is now ${captainName}'s.`,
    order: await readOrderSupport({ db: input.db, orderId: order.id, level }),
  };
}
