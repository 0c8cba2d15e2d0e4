import type { OrderProgressJson } from '@khabar/domain/contracts/orders/get-order-details';
import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';

export type Refund = OrderProgressJson['refunds'][number];

/** One refund in a sentence: where the money went, and whether it has arrived. */
export function refundText(r: Refund): string {
  const amount = formatInr(rupeesToPaise(r.amount));
  const where = r.method === 'wallet' ? 'to your wallet' : 'to your original payment method';
  if (r.status === 'processed') return `${amount} refunded ${where}`;
  if (r.status === 'pending') return `${amount} is being refunded ${where}`;
  return `The refund of ${amount} ${where} did not go through. Our support team will sort it out.`;
}
