import type { markOrderReadyBody } from '@khabar/domain/contracts/partner/mark-order-ready';
import { useOrderStep } from './use-order-step.ts';

/** POST partner/orders/:id/ready: the food is cooked (pickup orders wait at the counter, 10). */
export const useMarkOrderReady = (restaurantId: number) =>
  useOrderStep<{ orderId: number }, typeof markOrderReadyBody>(restaurantId, 'ready', () => ({}));
