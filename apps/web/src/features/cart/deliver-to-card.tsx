import type { Restaurant } from '@khabar/domain/contracts/catalog/restaurant';
import { needsHouse } from '@khabar/domain/orders/order-blockers';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Clock, MapPin, MapPinned } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import type { DeliveryPlace } from '../../lib/delivery-place.ts';
import { houseNeededText, scheduledText, tagText } from '../../lib/i18n/domain-text.ts';
import { Link } from '../../lib/router/router.tsx';
import { useCompleteAddress } from './api/complete-address.ts';
import css from './cart.module.css';

/**
 * A street is not an address to deliver to (issue 23 item 4): the house / flat is asked here, in the
 * cart, before paying; the order cannot be placed without it (the server refuses too).
 */
function HouseForm({ place }: { place: DeliveryPlace }) {
  const complete = useCompleteAddress();
  const [house, setHouse] = useState('');
  const [landmark, setLandmark] = useState(place.landmark);
  const [problem, setProblem] = useState('');
  const houseId = useId();
  const problemId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const h = house.trim();
    if (h === '') {
      setProblem(t`Enter your house / flat number.`);
      return;
    }
    setProblem('');
    complete.mutate(
      { place, house: h, landmark: landmark.trim() },
      { onError: (err) => setProblem(err instanceof Error ? err.message : t`Could not save the address.`) },
    );
  };
  return (
    <form className={css.houseForm} onSubmit={submit} noValidate aria-label={t`Complete the address`}>
      <p className="blocker" role="status">
        {houseNeededText()}
      </p>
      <label className="field" htmlFor={houseId}>
        <span>
          <Trans>House / Flat / Floor No.</Trans>
        </span>
        <input
          id={houseId}
          value={house}
          onChange={(e) => setHouse(e.target.value)}
          maxLength={120}
          autoComplete="address-line1"
          aria-invalid={problem !== '' || undefined}
          aria-describedby={problemId}
          required
        />
      </label>
      <label className="field">
        <span>
          <Trans>
            Landmark <span className="muted small">(optional)</span>
          </Trans>
        </span>
        <input
          value={landmark}
          onChange={(e) => setLandmark(e.target.value)}
          maxLength={120}
          autoComplete="address-line2"
        />
      </label>
      <p id={problemId} className="form-problem" role="alert">
        {problem}
      </p>
      <Button type="submit" busy={complete.isPending}>
        <Trans>Save address</Trans>
      </Button>
    </form>
  );
}

/**
 * Where the order goes (the one delivery place, decision 015) or, for pickup, where to collect it;
 * with no place yet, the way to choose one: the cart never waits for a place nobody will set.
 */
export function DeliverToCard({
  place,
  mode,
  restaurant,
  loggedIn,
  promisedMinutes,
  scheduledFor = null,
}: {
  place: DeliveryPlace | null;
  mode: 'delivery' | 'self';
  restaurant: Restaurant | undefined;
  loggedIn: boolean;
  promisedMinutes: number | null;
  /** An order for later: the slot is the promise, in place of "Delivery in N mins". */
  scheduledFor?: string | null;
}) {
  if (!place) {
    return (
      <section className="card" aria-labelledby="where-title">
        <h2 id="where-title" className="card__title">
          <MapPinned aria-hidden size={18} />{' '}
          {mode === 'self' ? <Trans>Where are you?</Trans> : <Trans>Where should we deliver?</Trans>}
        </h2>
        <p className="muted">
          {mode === 'self' ? (
            <Trans>Choose your location to see the bill and the time to pick up.</Trans>
          ) : (
            <Trans>Choose a delivery address to see the delivery fee, the time and the bill.</Trans>
          )}
        </p>
        <ButtonLink to="/setLocation?from=cart">
          {mode === 'self' ? <Trans>Choose your location</Trans> : <Trans>Choose a delivery address</Trans>}
        </ButtonLink>
      </section>
    );
  }
  const eta = scheduledFor ? (
    <p className={css.eta}>
      <Clock aria-hidden size={16} /> {scheduledText(new Date(scheduledFor))}
    </p>
  ) : promisedMinutes === null ? null : (
    <p className={css.eta}>
      <Clock aria-hidden size={16} />{' '}
      {mode === 'self' ? (
        <Trans>Pickup in {promisedMinutes} min</Trans>
      ) : (
        <Trans>Delivery in {promisedMinutes} mins</Trans>
      )}
    </p>
  );
  if (mode === 'self') {
    return (
      <section className="card" aria-labelledby="where-title">
        <h2 id="where-title" className="card__title">
          <MapPin aria-hidden size={18} /> <Trans>Self pickup from</Trans>
        </h2>
        <p translate="no">{restaurant ? `${restaurant.name}, ${restaurant.address}` : '…'}</p>
        {eta}
      </section>
    );
  }
  return (
    <section className="card" aria-labelledby="where-title">
      <h2 id="where-title" className="card__title">
        <MapPin aria-hidden size={18} /> <Trans>Deliver to</Trans>{' '}
        <span className="tag">{tagText(place.tag)}</span>
      </h2>
      <p translate="no">{[place.house, place.address].filter(Boolean).join(', ')}</p>
      {place.landmark && (
        <p className="muted small" translate="no">
          {place.landmark}
        </p>
      )}
      <p className={css.whereLinks}>
        <Link className="link" to={loggedIn ? '/manageAddress' : '/setLocation?from=cart'}>
          <Trans>Change address</Trans>
        </Link>
      </p>
      {needsHouse(mode, place.house) && <HouseForm key={`${place.lat},${place.lng}`} place={place} />}
      {eta}
    </section>
  );
}
