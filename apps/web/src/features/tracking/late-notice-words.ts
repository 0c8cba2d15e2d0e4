// The words of the tracking screen's late notice (decision 044), apart from the component so they are
// tested: past the promised time, the order is running late; a delivery order the rule could still
// credit says what comes back and after when (the 60-minute mark, Kolkata time); once credited, that it
// is in the wallet. Empty when there is nothing to say.

import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { ORDER_STATUS } from '@khabar/domain/orders/order-status';
import { t } from '@lingui/core/macro';
import { formatTime } from '../../lib/format-date.ts';
import type { TrackingSnapshot } from './api/get-order-tracking.ts';

export function lateNoticeWords(
  order: Pick<TrackingSnapshot, 'orderstatus_id' | 'promised_at' | 'late_credit'>,
  nowMs: number,
): string {
  const status = order.orderstatus_id;
  const onItsWay = status !== ORDER_STATUS.delivered && status !== ORDER_STATUS.cancelled;
  const credit = order.late_credit;
  const amount = credit ? formatInr(rupeesToPaise(credit.amount), { trimZeros: true }) : '';
  if (credit?.credited) return t`${amount} is in your wallet for the late delivery.`;
  if (!onItsWay || nowMs <= Date.parse(order.promised_at)) return '';
  const late = t`Sorry, your order is running late.`;
  if (!credit) return late;
  const mark = formatTime(credit.mark_at);
  return `${late} ${t`If it reaches you after ${mark}, ${amount} comes back to your wallet.`}`;
}
