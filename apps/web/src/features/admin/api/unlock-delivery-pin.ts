import type { unlockDeliveryPinBody } from '@khabar/domain/contracts/support/unlock-delivery-pin';
import { useSupportAction } from './support-action.ts';

/** POST admin/orders/:id/unlock-pin `{ reason }`: the handover takes PINs again; the customer is told theirs. */
export const useUnlockDeliveryPin = (orderId: number) =>
  useSupportAction<{ reason: string }, typeof unlockDeliveryPinBody>(
    orderId,
    () => 'unlock-pin',
    (v) => v,
  );
