import { useSupportAction } from './support-action.ts';

/** POST admin/orders/:id/refunds/:refundId/settle-to-wallet `{ reason }`: paid into the wallet instead, once. */
export const useSettleRefundToWallet = (orderId: number) =>
  useSupportAction<{ reason: string; refundId: number }>(
    orderId,
    (v) => `refunds/${v.refundId}/settle-to-wallet`,
    (v) => ({ reason: v.reason }),
  );
