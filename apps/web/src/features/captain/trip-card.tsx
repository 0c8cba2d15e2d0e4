import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { ORDER_STATUS } from '@khabar/domain/orders/order-status';
import { Banknote, MapPin, Navigation, Phone, Store } from 'lucide-react';
import { LineChoices } from '../../components/line-choices/line-choices.tsx';
import { ScheduledFor } from '../../components/scheduled-for/scheduled-for.tsx';
import { Button, ButtonAnchor } from '../../components/ui/button.tsx';
import { formatTime } from '../../lib/format-date.ts';
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
        <Phone aria-hidden size={16} /> Call<span className="visually-hidden"> {who}</span>
      </ButtonAnchor>
      <ButtonAnchor
        variant="outline"
        size="small"
        href={mapsRouteUrl(lat, lng)}
        target="_blank"
        rel="noreferrer"
      >
        <Navigation aria-hidden size={16} /> Navigate<span className="visually-hidden"> to {who}</span>
      </ButtonAnchor>
    </div>
  );
}

/** The current delivery: first the restaurant (arrive, pick up), then the customer (deliver with the PIN). */
export function TripCard({ trip: t }: { trip: CaptainTrip }) {
  const arrive = useMarkArrived();
  const pickUp = useMarkPickedUp();
  const atRestaurant = t.orderstatus_id === ORDER_STATUS.agentAssigned;
  const cash = rupeesToPaise(t.cash_to_collect);
  const problem = arrive.error ?? pickUp.error;
  const drop = [t.drop.house, t.drop.address].filter(Boolean).join(', ');

  return (
    <section className={`card ${css.trip}`} aria-labelledby="trip-title">
      <header className={css.tripHead}>
        <h2 id="trip-title">Order #{t.unique_order_id}</h2>
        <span className={css.status}>{t.status_label}</span>
      </header>
      <ScheduledFor at={t.scheduled_for} />

      <ol className={css.legs}>
        <li
          className={atRestaurant ? css.legNow : css.legDone}
          aria-current={atRestaurant ? 'step' : undefined}
        >
          <h3 className={css.place}>
            <Store aria-hidden size={18} /> Pick up from {t.restaurant.name}
          </h3>
          <p className="muted small">{t.restaurant.address}</p>
          <p className="small">
            {t.items_count} {t.items_count === 1 ? 'item' : 'items'} ·{' '}
            {t.picked_up_at
              ? `Picked up at ${formatTime(t.picked_up_at)}`
              : t.ready_at
                ? `Food ready since ${formatTime(t.ready_at)}`
                : 'Food is being prepared'}
            {t.arrived_at && !t.picked_up_at ? ` · You arrived at ${formatTime(t.arrived_at)}` : ''}
          </p>
          {/* What to check at the counter: a Half and a Full biryani are two lines (issue 27). */}
          {!t.picked_up_at && t.items && t.items.length > 0 && (
            <ul className={`small ${css.items}`} aria-label="Items to collect">
              {t.items.map((i, n) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move
                <li key={n}>
                  {i.quantity} x {i.name}
                  <LineChoices choices={i.choices} />
                </li>
              ))}
            </ul>
          )}
          {atRestaurant && (
            <>
              <PlaceLinks
                phone={t.restaurant.contact_number}
                lat={t.restaurant.latitude}
                lng={t.restaurant.longitude}
                who="the restaurant"
              />
              <div className={css.actions}>
                {t.actions.includes('arrive') && !t.arrived_at && (
                  <Button variant="outline" busy={arrive.isPending} onClick={() => arrive.mutate(t.id)}>
                    {arrive.isPending ? 'Saving...' : 'Arrived at restaurant'}
                  </Button>
                )}
                {t.actions.includes('pick_up') && (
                  <Button busy={pickUp.isPending} onClick={() => pickUp.mutate(t.id)}>
                    {pickUp.isPending ? 'Saving...' : 'Picked up'}
                  </Button>
                )}
              </div>
            </>
          )}
        </li>
        <li className={atRestaurant ? '' : css.legNow} aria-current={atRestaurant ? undefined : 'step'}>
          <h3 className={css.place}>
            <MapPin aria-hidden size={18} /> Deliver to {t.customer_name}
          </h3>
          <p className="muted small">{drop}</p>
          {t.drop.landmark && <p className="small">Landmark: {t.drop.landmark}</p>}
          <PlaceLinks
            phone={t.customer_phone}
            lat={t.drop.latitude}
            lng={t.drop.longitude}
            who={`the customer, ${t.customer_name}`}
          />
          {cash > 0 && (
            <p className={css.cash}>
              <Banknote aria-hidden size={20} /> Collect {formatInr(cash)} in cash
            </p>
          )}
          {(t.actions.includes('deliver') || t.pin_locked) && t.orderstatus_id === ORDER_STATUS.onTheWay && (
            <DeliverForm orderId={t.id} locked={t.pin_locked} />
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
