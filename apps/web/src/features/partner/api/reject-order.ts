import { useOrderStep } from './use-order-step.ts';

/** POST partner/orders/:id/reject `{ reason }` (3..200 characters): the order is cancelled. */
export const useRejectOrder = (restaurantId: number) =>
  useOrderStep(restaurantId, 'reject', (v: { orderId: number; reason: string }) => ({ reason: v.reason }));
