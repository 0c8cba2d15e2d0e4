import type { settleRefundToWalletBody } from '@khabar/domain/contracts/support/settle-refund-to-wallet';
import { useSupportAction } from './support-action.ts';

/** POST admin/orders/:id/refunds/:refundId/settle-to-wallet `{ reason }`: paid into the wallet instead, once. */
export const useSettleRefundToWallet = (orderId: number) =>
  useSupportAction<{ reason: string; refundId: number }, typeof settleRefundToWalletBody>(
    orderId,
    (v) => `refunds/${v.refundId}/settle-to-wallet`,
    (v) => ({ reason: v.reason }),
  );
