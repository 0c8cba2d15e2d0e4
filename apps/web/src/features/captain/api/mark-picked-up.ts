import type { pickUpOrderBody } from '@khabar/domain/contracts/captain/pick-up-order';
import { useCaptainStep } from './use-captain-step.ts';

/** POST captain/orders/:id/pick-up: the food is with the captain, on the way (3 -> 4). */
export const useMarkPickedUp = () =>
  useCaptainStep<number, typeof pickUpOrderBody>(
    (orderId) => `captain/orders/${orderId}/pick-up`,
    () => ({}),
  );
