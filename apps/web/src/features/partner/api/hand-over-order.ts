import type { handOverOrderBody } from '@khabar/domain/contracts/partner/hand-over-order';
import { useOrderStep } from './use-order-step.ts';

/** POST partner/orders/:id/hand-over `{ pin }`: a pickup order collected at the counter, 10 -> 5. */
export const useHandOverOrder = (restaurantId: number) =>
  useOrderStep<{ orderId: number; pin: string }, typeof handOverOrderBody>(
    restaurantId,
    'hand-over',
    (v) => ({
      pin: v.pin,
    }),
  );
