import type { retryGatewayRefundBody } from '@khabar/domain/contracts/support/retry-gateway-refund';
import { useSupportAction } from './support-action.ts';

/** POST admin/orders/:id/refunds/:refundId/retry `{ reason }`: a failed gateway refund is tried again. */
export const useRetryGatewayRefund = (orderId: number) =>
  useSupportAction<{ reason: string; refundId: number }, typeof retryGatewayRefundBody>(
    orderId,
    (v) => `refunds/${v.refundId}/retry`,
    (v) => ({ reason: v.reason }),
  );
