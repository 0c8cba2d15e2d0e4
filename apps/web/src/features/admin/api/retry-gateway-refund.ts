import { useSupportAction } from './support-action.ts';

/** POST admin/orders/:id/refunds/:refundId/retry `{ reason }`: a failed gateway refund is tried again. */
export const useRetryGatewayRefund = (orderId: number) =>
  useSupportAction<{ reason: string; refundId: number }>(
    orderId,
    (v) => `refunds/${v.refundId}/retry`,
    (v) => ({ reason: v.reason }),
  );
