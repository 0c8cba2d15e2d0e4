import { ORDER_STATUS } from '@khabar/domain/orders/order-status';
import { countdownText } from '@khabar/domain/orders/promised-time';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const [now, setNow] = useState(() => new Date(serverNow()));
  useEffect(() => {
    const tick = setInterval(() => setNow(new Date(serverNow())), 1000);
    return () => clearInterval(tick);
  }, []);
  // A pickup order waiting at the counter has nothing left to count down.
  const readyNow = pickup && statusId === ORDER_STATUS.readyForPickup;
  const counted = countdownText({ statusId, target, now });
  const finished = counted === 'FINISHED' || readyNow;
  // The domain's words for the two ends; the minutes:seconds between are digits in every language.
  const text = readyNow
    ? t`Ready now`
    : counted === 'FINISHED'
      ? t`FINISHED`
      : counted === 'a few minutes'
        ? t`a few minutes`
        : counted;
  const expected = formatTime(target.toISOString());
  const promised = formatTime(promisedAt);
  // Seconds late round up to "1 min" (the domain's estimate): said only when the clock time it gives
  // differs from the promise's, never "now expected by 1:43 pm (promised 1:43 pm)".
  const late = lateByMin > 0 && expected !== promised;
  return (
    <div className={css.countdown}>
      <p className="muted small">
        {readyNow ? (
          <Trans>Your food</Trans>
        ) : finished ? (
          <Trans>Order</Trans>
        ) : pickup ? (
          <Trans>Ready for pickup in</Trans>
        ) : (
          <Trans>Arriving in</Trans>
        )}
      </p>
      <p className={css.countdownValue}>{text}</p>
      {!finished && (
        <p className="small">
          {late ? (
            <span className={css.late}>
              <Trans>
                Running about {lateByMin} min late: now expected by {expected} (promised {promised})
              </Trans>
            </span>
          ) : (
            <Trans>Expected by {expected}</Trans>
          )}
        </p>
      )}
    </div>
  );
}
