import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { CAPTAIN_OFFER_SECONDS } from '@khabar/domain/orders/order-lifecycle';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BellRing, MapPin, Store } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { playChime } from '../../lib/chime.ts';
import { useMsLeft } from '../../lib/countdown.ts';
import { useAcceptOffer } from './api/accept-offer.ts';
import type { CaptainOffer } from './api/captain-trip.ts';
import { useDeclineOffer } from './api/decline-offer.ts';
import css from './captain.module.css';

/** A delivery offered to this captain: where from, where to, cash; 30 s to take it or it goes to the next. */
export function OfferCard({ offer }: { offer: CaptainOffer }) {
  const { t } = useLingui();
  const titleId = useId();
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();
  const left = useMsLeft(offer.expires_at) ?? 0;
  const seconds = Math.ceil(left / 1000);
  const o = offer.order;
  const cash = rupeesToPaise(o.cash_to_collect);
  const amount = formatInr(cash);
  const items = o.items_count;
  const customer = o.customer_name;
  const busy = accept.isPending || decline.isPending;
  const problem = accept.error ?? decline.error;
  // A new offer chimes once (the page has been touched, so the browser lets it sound).
  useEffect(() => playChime(), []);

  return (
    <section className={`card ${css.offer}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        <BellRing aria-hidden size={20} /> <Trans>New delivery offer</Trans>
      </h2>
      <div
        className={css.timer}
        role="timer"
        aria-label={t`${seconds} seconds left to accept`}
        style={{ '--left': `${Math.min(1, left / (CAPTAIN_OFFER_SECONDS * 1000))}` } as React.CSSProperties}
      >
        <span aria-hidden>{seconds > 0 ? t`${seconds} s` : t`Expired`}</span>
      </div>
      <p className={css.place}>
        <Store aria-hidden size={18} />
        <span translate="no">
          <strong>{o.restaurant.name}</strong>
          <span className="muted small">{o.restaurant.address}</span>
        </span>
      </p>
      <p className={css.place}>
        <MapPin aria-hidden size={18} />
        <span>
          <strong>
            <Trans>
              Drop: <span translate="no">{customer}</span>
            </Trans>
          </strong>
          <span className="muted small" translate="no">
            {o.drop.address}
          </span>
        </span>
      </p>
      <p className="small">
        <Plural value={items} one="# item" other="# items" /> ·{' '}
        {cash > 0 ? t`Collect ${amount} in cash` : t`Paid online: nothing to collect`}
      </p>
      {problem && (
        <p className="form-problem" role="alert">
          {problem.message}
        </p>
      )}
      <div className={css.actions}>
        <Button variant="ghost" disabled={busy} onClick={() => decline.mutate(offer.id)}>
          <Trans>Decline</Trans>
        </Button>
        <Button disabled={busy || seconds <= 0} onClick={() => accept.mutate(offer.id)}>
          {accept.isPending ? t`Accepting...` : t`Accept`}
        </Button>
      </div>
    </section>
  );
}
