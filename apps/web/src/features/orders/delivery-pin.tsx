import { Trans } from '@lingui/react/macro';
import { KeyRound } from 'lucide-react';
import css from './order-lifecycle.module.css';

/** The delivery PIN, big: the rider (or the counter, for pickup) hands the food over only with it. */
export function DeliveryPin({ pin, pickup }: { pin: string; pickup: boolean }) {
  const digits = pin.split('').join(' ');
  return (
    <section className={`card ${css.pinCard}`} aria-labelledby="pin-title">
      <h2 id="pin-title" className="card__title">
        <KeyRound aria-hidden size={18} />{' '}
        {pickup ? (
          <Trans>Share this PIN at the counter</Trans>
        ) : (
          <Trans>Share this PIN with your rider</Trans>
        )}
      </h2>
      <p className={css.pin}>
        <span aria-hidden>{pin}</span>
        {/* Read digit by digit, not as a number in the thousands. */}
        <span className="visually-hidden">
          <Trans>PIN {digits}</Trans>
        </span>
      </p>
      <p className="muted small">
        {pickup ? (
          <Trans>The restaurant hands your order over only when you tell them this PIN.</Trans>
        ) : (
          <Trans>
            Your rider hands the food over only when you tell them this PIN. Never share it before they
            arrive.
          </Trans>
        )}
      </p>
    </section>
  );
}
