import { ORDER_STATUS } from '@khabar/domain/orders/order-status';
import { countdownText } from '@khabar/domain/orders/promised-time';
import { useEffect, useState } from 'react';
import { formatTime } from '../../lib/format-date.ts';
import { serverNow } from '../../lib/server-clock.ts';
import css from './tracking.module.css';

/**
 * The countdown (docs/product.md, Orders): minutes:seconds to the arrival, 'a few minutes' once it has
 * passed, FINISHED when delivered. Counts on the server's clock (`clockOffsetMs`), so a phone set a few
 * minutes wrong still shows the right time left. Not a live region: a screen reader would hear it
 * every second.
 */
export function ArrivalCountdown({
  statusId,
  target,
  lateByMin,
  promisedAt,
  pickup,
}: {
  statusId: number;
  target: Date;
  lateByMin: number;
  promisedAt: string;
  pickup: boolean;
}) {
  const [now, setNow] = useState(() => new Date(serverNow()));
  useEffect(() => {
    const tick = setInterval(() => setNow(new Date(serverNow())), 1000);
    return () => clearInterval(tick);
  }, []);
  // A pickup order waiting at the counter has nothing left to count down.
  const readyNow = pickup && statusId === ORDER_STATUS.readyForPickup;
  const text = readyNow ? 'Ready now' : countdownText({ statusId, target, now });
  const finished = text === 'FINISHED' || readyNow;
  return (
    <div className={css.countdown}>
      <p className="muted small">
        {readyNow ? 'Your food' : finished ? 'Order' : pickup ? 'Ready for pickup in' : 'Arriving in'}
      </p>
      <p className={css.countdownValue}>{text}</p>
      {!finished && (
        <p className="small">
          {lateByMin > 0 ? (
            <span className={css.late}>
              Running about {lateByMin} min late: now expected by {formatTime(target.toISOString())} (promised{' '}
              {formatTime(promisedAt)})
            </span>
          ) : (
            `Expected by ${formatTime(target.toISOString())}`
          )}
        </p>
      )}
    </div>
  );
}
