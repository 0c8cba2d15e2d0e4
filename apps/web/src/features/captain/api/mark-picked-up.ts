import { useCaptainStep } from './use-captain-step.ts';

/** POST captain/orders/:id/pick-up: the food is with the captain, on the way (3 -> 4). */
export const useMarkPickedUp = () => useCaptainStep((orderId: number) => `captain/orders/${orderId}/pick-up`);
