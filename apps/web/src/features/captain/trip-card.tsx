import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { ORDER_STATUS } from '@khabar/domain/orders/order-status';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Banknote, MapPin, Navigation, Phone, Store } from 'lucide-react';
import { LineChoices } from '../../components/line-choices/line-choices.tsx';
import { ScheduledFor } from '../../components/scheduled-for/scheduled-for.tsx';
import { Button, ButtonAnchor } from '../../components/ui/button.tsx';
import { formatTime } from '../../lib/format-date.ts';
import { statusText } from '../../lib/i18n/domain-text.ts';
import type { CaptainTrip } from './api/captain-trip.ts';
import { useMarkArrived } from './api/mark-arrived.ts';
import { useMarkPickedUp } from './api/mark-picked-up.ts';
import css from './captain.module.css';
import { DeliverForm } from './deliver-form.tsx';
import { mapsRouteUrl } from './maps-route.ts';

function PlaceLinks({ phone, lat, lng, who }: { phone: string; lat: number; lng: number; who: string }) {
  return (
    <div className={css.links}>
      <ButtonAnchor variant="outline" size="small" href={`tel:${phone}`}>
        <Phone aria-hidden size={16} />{' '}
        <Trans>
          Call<span className="visually-hidden"> {who}</span>
        </Trans>
      </ButtonAnchor>
      <ButtonAnchor
        variant="outline"
        size="small"
        href={mapsRouteUrl(lat, lng)}
        target="_blank"
        rel="noreferrer"
      >
        <Navigation aria-hidden size={16} />{' '}
        <Trans>
          Navigate<span className="visually-hidden"> to {who}</span>
        </Trans>
      </ButtonAnchor>
    </div>
  );
}

/** The current delivery: first the restaurant (arrive, pick up), then the customer (deliver with the PIN). */
export function TripCard({ trip }: { trip: CaptainTrip }) {
  const { t } = useLingui();
  const arrive = useMarkArrived();
  const pickUp = useMarkPickedUp();
  const atRestaurant = trip.orderstatus_id === ORDER_STATUS.agentAssigned;
  const cash = rupeesToPaise(trip.cash_to_collect);
  const problem = arrive.error ?? pickUp.error;
  const drop = [trip.drop.house, trip.drop.address].filter(Boolean).join(', ');
  const orderId = trip.unique_order_id;
  const restaurant = trip.restaurant.name;
  const customer = trip.customer_name;
  const landmark = trip.drop.landmark;
  const amount = formatInr(cash);
  const items = trip.items_count;
  const pickedUp = trip.picked_up_at && formatTime(trip.picked_up_at);
  const ready = trip.ready_at && formatTime(trip.ready_at);
  const arrived = trip.arrived_at && formatTime(trip.arrived_at);

  return (
    <section className={`card ${css.trip}`} aria-labelledby="trip-title">
      <header className={css.tripHead}>
        <h2 id="trip-title">
          <Trans>
            Order <span translate="no">#{orderId}</span>
          </Trans>
        </h2>
        <span className={css.status}>{statusText(trip.orderstatus_id)}</span>
      </header>
      <ScheduledFor at={trip.scheduled_for} />

      <ol className={css.legs}>
        <li
          className={atRestaurant ? css.legNow : css.legDone}
          aria-current={atRestaurant ? 'step' : undefined}
        >
          <h3 className={css.place}>
            <Store aria-hidden size={18} />{' '}
            <Trans>
              Pick up from <span translate="no">{restaurant}</span>
            </Trans>
          </h3>
          <p className="muted small" translate="no">
            {trip.restaurant.address}
          </p>
          <p className="small">
            <Plural value={items} one="# item" other="# items" /> ·{' '}
            {pickedUp
              ? t`Picked up at ${pickedUp}`
              : ready
                ? t`Food ready since ${ready}`
                : t`Food is being prepared`}
            {arrived && !pickedUp ? ` · ${t`You arrived at ${arrived}`}` : ''}
          </p>
          {/* What to check at the counter: a Half and a Full biryani are two lines (issue 27). */}
          {!trip.picked_up_at && trip.items && trip.items.length > 0 && (
            <ul className={`small ${css.items}`} aria-label={t`Items to collect`}>
              {trip.items.map((i, n) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move
                <li key={n} translate="no">
                  {i.quantity} x {i.name}
                  <LineChoices choices={i.choices} />
                </li>
              ))}
            </ul>
          )}
          {atRestaurant && (
            <>
              <PlaceLinks
                phone={trip.restaurant.contact_number}
                lat={trip.restaurant.latitude}
                lng={trip.restaurant.longitude}
                who={t`the restaurant`}
              />
              <div className={css.actions}>
                {trip.actions.includes('arrive') && !trip.arrived_at && (
                  <Button variant="outline" busy={arrive.isPending} onClick={() => arrive.mutate(trip.id)}>
                    {arrive.isPending ? t`Saving...` : t`Arrived at restaurant`}
                  </Button>
                )}
                {trip.actions.includes('pick_up') && (
                  <Button busy={pickUp.isPending} onClick={() => pickUp.mutate(trip.id)}>
                    {pickUp.isPending ? t`Saving...` : t`Picked up`}
                  </Button>
                )}
              </div>
            </>
          )}
        </li>
        <li className={atRestaurant ? '' : css.legNow} aria-current={atRestaurant ? undefined : 'step'}>
          <h3 className={css.place}>
            <MapPin aria-hidden size={18} />{' '}
            <Trans>
              Deliver to <span translate="no">{customer}</span>
            </Trans>
          </h3>
          <p className="muted small" translate="no">
            {drop}
          </p>
          {trip.drop.landmark && (
            <p className="small">
              <Trans>
                Landmark: <span translate="no">{landmark}</span>
              </Trans>
            </p>
          )}
          <PlaceLinks
            phone={trip.customer_phone}
            lat={trip.drop.latitude}
            lng={trip.drop.longitude}
            who={t`the customer, ${customer}`}
          />
          {cash > 0 && (
            <p className={css.cash}>
              <Banknote aria-hidden size={20} /> <Trans>Collect {amount} in cash</Trans>
            </p>
          )}
          {(trip.actions.includes('deliver') || trip.pin_locked) &&
            trip.orderstatus_id === ORDER_STATUS.onTheWay && (
              <DeliverForm orderId={trip.id} locked={trip.pin_locked} />
            )}
        </li>
      </ol>
      {problem && (
        <p className="form-problem" role="alert">
          {problem.message}
        </p>
      )}
    </section>
  );
}
