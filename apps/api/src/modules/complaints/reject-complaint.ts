// Support rejects an open complaint with a reason the customer is told (their alert), once.
import type { SupportComplaint } from '@khabar/domain';
import type { LifecycleContext } from '../lifecycle/index.ts';
import { insertAlert } from '../lifecycle/index.ts';
import { decideComplaint } from './decide-complaint.ts';

export async function rejectComplaint(
  input: Pick<LifecycleContext, 'db' | 'events' | 'now'> & {
    userId: number;
    complaintId: number;
    reason: string;
  },
): Promise<{ message: string; complaint: SupportComplaint }> {
  const complaint = await decideComplaint({
    ...input,
    decide: async () => ({ status: 'rejected', refundPaise: null, note: input.reason }),
    write: async ({ tx, order, at }) => {
      await insertAlert({
        tx,
        input: {
          userId: order.userId,
          orderId: order.id,
          title: { en: 'Problem report closed', hi: 'शिकायत बंद हुई', bn: 'অভিযোগ বন্ধ হয়েছে' },
          message: {
            en: `We looked into your report about order ${order.uniqueOrderId} and could not refund it: ${input.reason}`,
            hi: `हमने ऑर्डर ${order.uniqueOrderId} के बारे में आपकी शिकायत देखी और रिफ़ंड नहीं कर सके: ${input.reason}`,
            bn: `অর্ডার ${order.uniqueOrderId} নিয়ে আপনার অভিযোগ দেখেছি, কিন্তু রিফান্ড করা গেল না: ${input.reason}`,
          },
          at,
        },
      });
      return { reason: input.reason };
    },
  });
  return { message: `The complaint about order ${complaint.order.unique_order_id} is rejected.`, complaint };
}
