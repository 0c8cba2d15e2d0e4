import type { Restaurant } from '@khabar/domain/contracts/catalog/restaurant';
import { Clock, MapPin, MapPinned } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button.tsx';
import type { DeliveryPlace } from '../../lib/delivery-place.ts';
import { Link } from '../../lib/router/router.tsx';
import css from './cart.module.css';

/** Where a place's missing house / flat is filled in: its saved address, or the map with the place. */
function detailsPath(place: DeliveryPlace, loggedIn: boolean) {
  if (loggedIn && place.addressId) return `/setLocation?edit=${place.addressId}&from=cart`;
  const q = new URLSearchParams({
    lat: String(place.lat),
    lng: String(place.lng),
    address: place.address,
    from: 'cart',
  });
  return `/setLocation?${q}`;
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
}: {
  place: DeliveryPlace | null;
  mode: 'delivery' | 'self';
  restaurant: Restaurant | undefined;
  loggedIn: boolean;
  promisedMinutes: number | null;
}) {
  if (!place) {
    return (
      <section className="card" aria-labelledby="where-title">
        <h2 id="where-title" className="card__title">
          <MapPinned aria-hidden size={18} />{' '}
          {mode === 'self' ? 'Where are you?' : 'Where should we deliver?'}
        </h2>
        <p className="muted">
          {mode === 'self'
            ? 'Choose your location to see the bill and the time to pick up.'
            : 'Choose a delivery address to see the delivery fee, the time and the bill.'}
        </p>
        <ButtonLink to="/setLocation?from=cart">
          {mode === 'self' ? 'Choose your location' : 'Choose a delivery address'}
        </ButtonLink>
      </section>
    );
  }
  const eta =
    promisedMinutes === null ? null : (
      <p className={css.eta}>
        <Clock aria-hidden size={16} />{' '}
        {mode === 'self' ? `Pickup in ${promisedMinutes} min` : `Delivery in ${promisedMinutes} mins`}
      </p>
    );
  if (mode === 'self') {
    return (
      <section className="card" aria-labelledby="where-title">
        <h2 id="where-title" className="card__title">
          <MapPin aria-hidden size={18} /> Self pickup from
        </h2>
        <p>{restaurant ? `${restaurant.name}, ${restaurant.address}` : '…'}</p>
        {eta}
      </section>
    );
  }
  return (
    <section className="card" aria-labelledby="where-title">
      <h2 id="where-title" className="card__title">
        <MapPin aria-hidden size={18} /> Deliver to <span className="tag">{place.tag}</span>
      </h2>
      <p>{[place.house, place.address].filter(Boolean).join(', ')}</p>
      {place.landmark && <p className="muted small">{place.landmark}</p>}
      <p className={css.whereLinks}>
        <Link className="link" to={loggedIn ? '/manageAddress' : '/setLocation?from=cart'}>
          Change address
        </Link>
        {!place.house && (
          <Link className="link" to={detailsPath(place, loggedIn)}>
            Add house / flat and landmark
          </Link>
        )}
      </p>
      {eta}
    </section>
  );
}
