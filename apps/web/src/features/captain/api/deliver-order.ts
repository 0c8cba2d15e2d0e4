import type { deliverOrderBody } from '@khabar/domain/contracts/captain/deliver-order';
import { useCaptainStep } from './use-captain-step.ts';

/** POST captain/orders/:id/deliver `{ pin }`: handed to the customer, who gave the PIN (4 -> 5). */
export const useDeliverOrder = () =>
  useCaptainStep<{ orderId: number; pin: string }, typeof deliverOrderBody>(
    (v) => `captain/orders/${v.orderId}/deliver`,
    (v) => ({ pin: v.pin }),
  );
