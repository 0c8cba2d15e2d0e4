import type { rejectOrderBody } from '@khabar/domain/contracts/partner/reject-order';
import { useOrderStep } from './use-order-step.ts';

/** POST partner/orders/:id/reject `{ reason }` (3..200 characters): the order is cancelled. */
export const useRejectOrder = (restaurantId: number) =>
  useOrderStep<{ orderId: number; reason: string }, typeof rejectOrderBody>(restaurantId, 'reject', (v) => ({
    reason: v.reason,
  }));
