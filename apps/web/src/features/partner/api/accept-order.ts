import type { acceptOrderBody } from '@khabar/domain/contracts/partner/accept-order';
import { useOrderStep } from './use-order-step.ts';

/** POST partner/orders/:id/accept `{ preparation_min }` (5..120): 1 placed -> 2 preparing. */
export const useAcceptOrder = (restaurantId: number) =>
  useOrderStep<{ orderId: number; preparationMin: number }, typeof acceptOrderBody>(
    restaurantId,
    'accept',
    (v) => ({
      preparation_min: v.preparationMin,
    }),
  );
