import type { cancelOrderAsOperatorBody } from '@khabar/domain/contracts/support/cancel-order-as-operator';
import type { CancelFault } from '@khabar/domain/orders/support-actions';
import { useSupportAction } from './support-action.ts';

/** POST admin/orders/:id/cancel `{ reason, fault }`: cancelled before delivery, refunded by the usual rules. */
export const useCancelOrderAsOperator = (orderId: number) =>
  useSupportAction<{ reason: string; fault: CancelFault }, typeof cancelOrderAsOperatorBody>(
    orderId,
    () => 'cancel',
    (v) => v,
  );
