import { useOrderStep } from './use-order-step.ts';

/** POST partner/orders/:id/hand-over `{ pin }`: a pickup order collected at the counter, 10 -> 5. */
export const useHandOverOrder = (restaurantId: number) =>
  useOrderStep(restaurantId, 'hand-over', (v: { orderId: number; pin: string }) => ({ pin: v.pin }));
