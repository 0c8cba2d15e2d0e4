import type { OrderProgressJson } from '@khabar/domain/contracts/orders/get-order-details';
import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { t } from '@lingui/core/macro';

export type Refund = OrderProgressJson['refunds'][number];

/**
 * One refund in a sentence: where the money went, and whether it has arrived. Whole sentences, not a
 * "where" phrase put into three, so each language orders its own words.
 */
export function refundText(r: Refund): string {
  const amount = formatInr(rupeesToPaise(r.amount));
  const wallet = r.method === 'wallet';
  if (r.status === 'processed')
    return wallet
      ? t`${amount} refunded to your wallet`
      : t`${amount} refunded to your original payment method`;
  if (r.status === 'pending')
    return wallet
      ? t`${amount} is being refunded to your wallet`
      : t`${amount} is being refunded to your original payment method`;
  return wallet
    ? t`The refund of ${amount} to your wallet did not go through. Our support team will sort it out.`
    : t`The refund of ${amount} to your original payment method did not go through. Our support team will sort it out.`;
}
