import { useOrderStep } from './use-order-step.ts';

/** POST partner/orders/:id/accept `{ preparation_min }` (5..120): 1 placed -> 2 preparing. */
export const useAcceptOrder = (restaurantId: number) =>
  useOrderStep(restaurantId, 'accept', (v: { orderId: number; preparationMin: number }) => ({
    preparation_min: v.preparationMin,
  }));
