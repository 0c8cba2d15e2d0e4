// Support asks the gateway again for a refund that failed all its tries: the refund is pending again
// with a new durable job (the same tries and back-off as the first time; if they all fail it is marked
// failed again for support to see).
import { paiseToRupees, type SupportActionResult } from '@khabar/domain';
import { enqueueJob } from '../jobs/index.ts';
import { GATEWAY_REFUND_ATTEMPTS, type LifecycleContext } from '../lifecycle/index.ts';
import { readOrderSupport } from './order-support-json.ts';
import { takeRefundAction } from './take-refund-action.ts';

export async function retryGatewayRefund(
  input: LifecycleContext & { orderId: number; refundId: number; userId: number; reason: string },
): Promise<SupportActionResult> {
  const { order, refund, level } = await takeRefundAction({
    ...input,
    action: 'retry_refund',
    to: 'pending',
    eventType: 'refund_retried',
    write: async ({ tx, refund, at }) => {
      await enqueueJob({
        tx,
        job: {
          name: 'gateway-refund',
          payload: { refundId: refund.id },
          runAt: at,
          singletonKey: `gateway-refund:${refund.id}:retry-${at.getTime()}`,
          maxAttempts: GATEWAY_REFUND_ATTEMPTS,
        },
      });
    },
  });
  return {
    message: `The refund of ₹${paiseToRupees(refund.amountPaise)} for order ${order.uniqueOrderId} is being tried with the gateway again.`,
    order: await readOrderSupport({ db: input.db, orderId: order.id, level }),
  };
}
