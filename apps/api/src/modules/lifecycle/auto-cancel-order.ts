// The acceptance window ran out with the order still placed: the system cancels it and refunds. Run by
// the auto-cancel job; an order that moved on meanwhile is left alone.
import { CANCEL_REASONS } from '@khabar/domain';
import { AppError } from '../../errors/app-error.ts';
import { applyOrderTransition } from './apply-order-transition.ts';
import { acceptWindowOf, type LifecycleContext, type OrderRow } from './lifecycle-context.ts';
import { settleCancelledOrder } from './settle-cancelled-order.ts';

const REASON = CANCEL_REASONS.notAccepted.en;

export async function autoCancelOrder(
  input: LifecycleContext & { orderId: number },
): Promise<OrderRow | null> {
  try {
    return await applyOrderTransition({
      ...input,
      action: 'auto_cancel',
      actor: { type: 'system' },
      set: { cancelReason: REASON, cancelledBy: 'system' },
      payload: { reason: REASON },
      guard: async ({ order, at }) => {
        const due =
          (order.placedAt?.getTime() ?? 0) + acceptWindowOf({ order, settings: input.settings }) * 1000;
        // Too early (a clock ahead of this one enqueued it): the job fails and is retried later.
        return at.getTime() >= due
          ? null
          : new AppError('UNAVAILABLE', 'The acceptance window is still open.');
      },
      after: (ctx) => settleCancelledOrder({ ctx, reason: REASON }),
    });
  } catch (err) {
    // Accepted, rejected or cancelled before the window ended: nothing to do.
    if (err instanceof AppError && err.code === 'CONFLICT') return null;
    throw err;
  }
}
