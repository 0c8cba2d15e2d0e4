// Support pays a failed gateway refund into the customer's wallet instead, once: the refund row
// leaves 'failed' by a guarded update (a second settle or a retry after it is 409), and the wallet is
// credited through its ledger in the same transaction, with the customer's alert.
import { schema } from '@khabar/db';
import { paiseToRupees, type SupportActionResult } from '@khabar/domain';
import { eq, sql } from 'drizzle-orm';
import { insertAlert, type LifecycleContext, refundAlert } from '../lifecycle/index.ts';
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
      const [user] = await tx
        .update(schema.users)
        .set({ walletBalancePaise: sql`${schema.users.walletBalancePaise} + ${refund.amountPaise}` })
        .where(eq(schema.users.id, order.userId))
        .returning({ balance: schema.users.walletBalancePaise });
      if (!user) throw new Error('settle refund: customer not found');
      await tx.insert(schema.walletTransactions).values({
        userId: order.userId,
        amountPaise: refund.amountPaise,
        balanceAfterPaise: user.balance,
        type: 'deposit',
        description: `Refund for order ${order.uniqueOrderId}`,
        orderId: order.id,
        createdAt: at,
      });
      await insertAlert(tx, {
        userId: order.userId,
        orderId: order.id,
        ...refundAlert('wallet', 'processed', refund.amountPaise, order.uniqueOrderId),
        at,
      });
    },
  });
  return {
    message: `₹${paiseToRupees(refund.amountPaise)} for order ${order.uniqueOrderId} is in the customer's wallet now.`,
    order: await readOrderSupport(input.db, order.id, level),
  };
}
