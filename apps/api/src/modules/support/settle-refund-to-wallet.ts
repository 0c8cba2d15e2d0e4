// Support pays a failed gateway refund into the customer's wallet instead, once: the refund row
// leaves 'failed' by a guarded update (a second settle or a retry after it is 409), and the wallet is
// credited through its ledger in the same transaction, with the customer's alert.
import { paiseToRupees, type SupportActionResult } from '@khabar/domain';
import { type LifecycleContext, payRefundIntoWallet } from '../lifecycle/index.ts';
import { readOrderSupport } from './order-support-json.ts';
import { takeRefundAction } from './take-refund-action.ts';

export async function settleRefundToWallet(
  input: LifecycleContext & { orderId: number; refundId: number; userId: number; reason: string },
): Promise<SupportActionResult> {
  const { order, refund, level } = await takeRefundAction({
    ...input,
    action: 'settle_refund_to_wallet',
    to: 'settled_to_wallet',
    eventType: 'refunded',
    write: async ({ tx, order, refund, at }) => {
      await payRefundIntoWallet({ tx, order, amountPaise: refund.amountPaise, at });
    },
  });
  return {
    message: `₹${paiseToRupees(refund.amountPaise)} for order ${order.uniqueOrderId} is in the customer's wallet now.`,
    order: await readOrderSupport({ db: input.db, orderId: order.id, level }),
  };
}
