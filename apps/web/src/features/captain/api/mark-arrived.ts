import type { arriveAtRestaurantBody } from '@khabar/domain/contracts/captain/arrive-at-restaurant';
import { useCaptainStep } from './use-captain-step.ts';

/** POST captain/orders/:id/arrive: the captain is at the restaurant. */
export const useMarkArrived = () =>
  useCaptainStep<number, typeof arriveAtRestaurantBody>(
    (orderId) => `captain/orders/${orderId}/arrive`,
    () => ({}),
  );
