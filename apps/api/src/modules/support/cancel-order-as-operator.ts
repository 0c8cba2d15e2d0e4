// Support or an admin cancels an order at any status before delivery, with a reason and who is at
// fault. The money goes back by the same rules as every cancel (settle-cancelled-order.ts): the wallet
// part to the wallet at once, a captured online payment through the gateway by its job; each once, by
// the refunds table's unique rows, however often the cancel is raced or repeated.
import type { CancelFault, SupportActionResult } from '@khabar/domain';
import { type LifecycleContext, settleCancelledOrder } from '../lifecycle/index.ts';
import { readOrderSupport } from './order-support-json.ts';
import { takeOperatorStep } from './take-operator-step.ts';

export async function cancelOrderAsOperator(
  input: LifecycleContext & { orderId: number; userId: number; reason: string; fault: CancelFault },
): Promise<SupportActionResult> {
  const { order, level } = await takeOperatorStep({
    ...input,
    action: 'cancel',
    set: { cancelReason: input.reason, cancelledBy: 'operator', cancelFault: input.fault },
    payload: { fault: input.fault },
    after: (ctx) => settleCancelledOrder({ ctx, reason: input.reason }),
    audit: () => ({ fault: input.fault }),
  });
  const view = await readOrderSupport({ db: input.db, orderId: order.id, level });
  const money = view.refunds.map((r) =>
    r.method === 'wallet'
      ? `₹${r.amount} is back in the customer's wallet`
      : `₹${r.amount} is being refunded to the original payment method`,
  );
  return {
    message: `Order ${order.uniqueOrderId} is cancelled.${money.length ? ` ${money.join('; ')}.` : ' Nothing was paid, so nothing is refunded.'}`,
    order: view,
  };
}
