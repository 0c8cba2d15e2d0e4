import { useCaptainStep } from './use-captain-step.ts';

/** POST captain/orders/:id/arrive: the captain is at the restaurant. */
export const useMarkArrived = () => useCaptainStep((orderId: number) => `captain/orders/${orderId}/arrive`);
