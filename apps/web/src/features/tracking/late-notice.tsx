import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { ORDER_STATUS } from '@khabar/domain/orders/order-status';
import { useEffect, useState } from 'react';
import { formatTime } from '../../lib/format-date.ts';
import { serverNow } from '../../lib/server-clock.ts';
import type { TrackingSnapshot } from './api/get-order-tracking.ts';
import css from './tracking.module.css';

/** How often the notice looks at the clock: it only needs to notice the promised time passing. */
const LOOK_EVERY_MS = 5_000;

/**
 * The promise kept (decision 044): past the promised time, the order is said to be running late, and a
 * delivery order that the rule could still credit says what comes back and after when (the 60-minute
 * mark, Kolkata time); once credited, that it is in the wallet. A polite live region whose words change
 * only when the situation does, never with the clock's ticks; on the server's clock, like the countdown.
 */
export function LateNotice({ order }: { order: TrackingSnapshot }) {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    const tick = setInterval(() => setNow(serverNow()), LOOK_EVERY_MS);
    return () => clearInterval(tick);
  }, []);
  const status = order.orderstatus_id;
  const onItsWay = status !== ORDER_STATUS.delivered && status !== ORDER_STATUS.cancelled;
  const late = onItsWay && now > Date.parse(order.promised_at);
  const credit = order.late_credit;
  const amount = credit ? formatInr(rupeesToPaise(credit.amount), { trimZeros: true }) : '';
  let words = '';
  if (credit?.credited) words = `${amount} is in your wallet for the late delivery.`;
  else if (late) {
    words = 'Sorry, your order is running late.';
    if (credit)
      words += ` If it reaches you after ${formatTime(credit.mark_at)}, ${amount} comes back to your wallet.`;
  }
  return (
    <p role="status" className={words ? `${css.lateNotice} small` : undefined}>
      {words}
    </p>
  );
}
