import { distanceMetres } from '@khabar/domain/geo/distance-metres';
import { orderHeadline } from '@khabar/domain/orders/order-state';
import { DELIVERY_TYPE, ORDER_STATUS } from '@khabar/domain/orders/order-status';
import { distanceText, riderWhereabouts } from '@khabar/domain/orders/rider-fix';
import { MapPin, Phone, Store } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { PageHeader } from '../../components/app-shell/page-header.tsx';
import { MapPlaceholder } from '../../components/map/map-placeholder.tsx';
import { OrderStepsList } from '../../components/order-steps/order-steps-list.tsx';
import { PushOffer } from '../../components/push-offer/push-offer.tsx';
import { OrderRatingSection } from '../../components/rate-order/order-rating-section.tsx';
import { ScheduledFor } from '../../components/scheduled-for/scheduled-for.tsx';
import { Button, ButtonAnchor, ButtonLink } from '../../components/ui/button.tsx';
import { LastUpdated } from '../../components/ui/last-updated.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import type { StreamState } from '../../lib/event-stream.ts';
import { formatTime } from '../../lib/format-date.ts';
import { useParams } from '../../lib/router/router.tsx';
import { serverNow } from '../../lib/server-clock.ts';
import { useAppConfig } from '../../lib/use-app-config.ts';
import type { TrackingSnapshot } from './api/get-order-tracking.ts';
import { ArrivalCountdown } from './arrival-countdown.tsx';
import { LateNotice } from './late-notice.tsx';
import { RiderCard } from './rider-card.tsx';
import css from './tracking.module.css';
import { arrivalOf, type RiderFix, useLiveTracking } from './use-live-tracking.ts';

// Leaflet comes with the map, after the words are on screen.
const TrackingMap = lazy(async () => ({
  default: (await import('../../components/map/tracking-map.tsx')).TrackingMap,
}));

const S = ORDER_STATUS;
/** docs/product.md, Orders: the rider shows at 3, 4 and 5; the PIN at 3, 4, 10 and 5. */
const RIDER_SHOWN: ReadonlySet<number> = new Set([S.agentAssigned, S.onTheWay, S.delivered]);
const PIN_SHOWN: ReadonlySet<number> = new Set([S.agentAssigned, S.onTheWay, S.readyForPickup, S.delivered]);

/** `/liveTrack/:orderId`: where the order is, pushed live; the map is one way to see it, not the only one. */
export function LiveTrackPage() {
  return (
    <>
      <PageHeader title="Track order" fallback="/myOrders" />
      <main id="main" className={`page ${css.page}`}>
        <LiveTrack />
      </main>
    </>
  );
}

const CONNECTION: Record<StreamState, string> = {
  connecting: 'Connecting to live updates…',
  live: 'Live: changes show here as they happen.',
  reconnecting: 'Connection lost. Reconnecting…',
  // The app-wide strip already says "You are offline": this line says what that means here.
  offline: 'Not live: this is the last update we have.',
  unavailable: 'Live updates are not available here: refreshing every 6 seconds.',
};

/**
 * What the countdown counts to: the promise, unless the order is running late (then the honest
 * estimate), or the rider is already riding to the door (then where they really are).
 */
function countdownTarget(o: TrackingSnapshot, arrival: { at: Date; lateByMin: number }): Date {
  if (arrival.lateByMin > 0 || o.orderstatus_id === S.onTheWay || o.orderstatus_id === S.readyForPickup) {
    return arrival.at;
  }
  return new Date(Math.max(arrival.at.getTime(), Date.parse(o.promised_at)));
}

function LiveTrack() {
  const orderId = Number(useParams().orderId);
  const {
    tracking,
    snapshot: o,
    rider,
    streamState,
  } = useLiveTracking(Number.isInteger(orderId) ? orderId : 0);

  if (
    !Number.isInteger(orderId) ||
    orderId <= 0 ||
    (tracking.isError && (tracking.error as { status?: number }).status === 404)
  ) {
    // The same not-found as the order details: another customer's order reveals nothing.
    return (
      <div role="alert" className="card">
        <p>We could not find this order.</p>
        <ButtonLink to="/myOrders">See my orders</ButtonLink>
      </div>
    );
  }
  if (!o) {
    if (tracking.isError) {
      return (
        <div role="alert" className="card">
          <p>{tracking.error.message}</p>
          <Button onClick={() => void tracking.refetch()}>Try again</Button>
        </div>
      );
    }
    return <SkeletonCard label="Loading your order" />;
  }
  return <TrackedOrder o={o} rider={rider} streamState={streamState} updatedAt={tracking.dataUpdatedAt} />;
}

function TrackedOrder({
  o,
  rider,
  streamState,
  updatedAt,
}: {
  o: TrackingSnapshot;
  rider: RiderFix | null;
  streamState: StreamState;
  /** When the snapshot arrived: offline, the screen says how old it is (decision 050). */
  updatedAt: number;
}) {
  const config = useAppConfig().data;
  const whereabouts = useWhereabouts(o, rider);
  const status = o.orderstatus_id;
  const delivery = o.delivery_type === DELIVERY_TYPE.delivery;
  const cancelled = status === S.cancelled;
  const arrival = arrivalOf(o, rider, new Date(serverNow()));
  const showRider = delivery && o.delivery_details !== null && RIDER_SHOWN.has(status);
  const showPin = PIN_SHOWN.has(status);

  return (
    <div className={delivery && !cancelled ? css.layout : `${css.layout} ${css.single}`}>
      <div className={css.main}>
        <section className="card" aria-labelledby="track-order-title">
          <h2 id="track-order-title" className="muted small">
            ORDER #{o.unique_order_id} · {o.restaurant.name}
          </h2>
          <p role="status" className={css.headline}>
            {orderHeadline({
              statusId: status,
              deliveryType: o.delivery_type,
              restaurantName: o.restaurant.name,
              riderName: o.delivery_details?.name ?? null,
            })}
          </p>
          <ScheduledFor at={o.scheduled_for} />
          {cancelled ? (
            <p className="small">
              {o.cancel_reason ? `Reason: ${o.cancel_reason}` : 'Any money paid is refunded.'}
            </p>
          ) : (
            <ArrivalCountdown
              statusId={status}
              target={countdownTarget(o, arrival)}
              lateByMin={arrival.lateByMin}
              promisedAt={o.promised_at}
              pickup={!delivery}
            />
          )}
          {!cancelled && <LateNotice order={o} />}
          {whereabouts && <p className="small">{whereabouts.text}</p>}
          {/* A delivered or cancelled order changes no more: no promise of live changes. */}
          {status !== S.delivered && !cancelled && (
            <p className={`${css.connection} ${css[streamState] ?? ''} small`}>
              {CONNECTION[streamState]}
              {streamState !== 'live' && ` Last update ${formatTime(o.now)}.`}
            </p>
          )}
          <LastUpdated at={updatedAt} />
        </section>

        {/* Asked once, here after placing an order: never on the landing page (decision 051). */}
        {status !== S.delivered && !cancelled && (
          <PushOffer
            audience="customer"
            question="Tell me when my food moves?"
            done="We will tell you at each step, even with this tab closed."
          />
        )}

        {showPin && status !== S.delivered && (
          <section className="card" aria-label="Delivery PIN">
            <p>
              {delivery ? 'Tell your rider this PIN at the door' : 'Show this PIN at the counter'}:{' '}
              <strong className={css.pinCode}>{o.delivery_pin}</strong>
            </p>
          </section>
        )}
        {showRider && o.delivery_details && (
          <RiderCard rider={o.delivery_details} delivered={status === S.delivered} />
        )}
        {status === S.delivered && (
          <p className="small muted">
            Delivery PIN used: <strong>{o.delivery_pin}</strong>
            {o.delivered_at && ` · at ${formatTime(o.delivered_at)}`}
          </p>
        )}
        <OrderRatingSection orderId={o.id} delivered={status === S.delivered} />

        <section className="card" aria-labelledby="track-steps-title">
          <h2 id="track-steps-title" className="card__title">
            Progress
          </h2>
          <OrderStepsList order={o} />
        </section>

        <section className={`card ${css.places}`} aria-label="From and to">
          <p>
            <Store aria-hidden size={16} /> <strong>{o.restaurant.name}</strong>
            <br />
            <span className="muted small">{o.restaurant.address}</span>
          </p>
          <ButtonAnchor variant="ghost" size="small" href={`tel:${o.restaurant.contact_number}`}>
            <Phone aria-hidden size={16} /> Call restaurant
          </ButtonAnchor>
          {delivery && (
            <p>
              <MapPin aria-hidden size={16} /> <strong>Deliver to</strong>
              <br />
              <span className="muted small">{o.drop.address}</span>
            </p>
          )}
        </section>
        <ButtonLink variant="ghost" to={`/orderDetails/${o.id}`}>
          Order details and bill
        </ButtonLink>
      </div>

      {delivery && !cancelled && (
        <div className={css.mapColumn}>
          <Suspense fallback={<MapPlaceholder kind="track" />}>
            <TrackingMap
              restaurant={{ lat: o.restaurant.latitude, lng: o.restaurant.longitude }}
              home={{ lat: o.drop.latitude, lng: o.drop.longitude }}
              route={o.route?.points ?? null}
              rider={rider}
              riderLastSeen={whereabouts?.lastSeen ?? null}
              tileUrl={config?.mapTileUrl ?? ''}
              attribution={config?.mapAttribution ?? ''}
            />
          </Suspense>
          <p className="muted small">
            {o.route?.source === 'router'
              ? 'Route by road'
              : 'Dashed line: straight from the restaurant to you, not the road'}{' '}
            · {o.route ? `${distanceText(o.route.metres)} by road` : ''}
          </p>
        </div>
      )}
    </div>
  );
}

/** Now on the server's clock, again every few seconds: "last seen" grows old while nothing comes. */
function useServerNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date(serverNow()));
  useEffect(() => {
    const tick = setInterval(() => setNow(new Date(serverNow())), everyMs);
    return () => clearInterval(tick);
  }, [everyMs]);
  return now;
}

/** Where the rider is from their last reported position, in words, and the map's marker. */
function useWhereabouts(order: TrackingSnapshot, rider: RiderFix | null) {
  const now = useServerNow(5_000);
  if (!rider) return null;
  const road = (lat: number, lng: number) =>
    distanceMetres(rider.lat, rider.lng, lat, lng) * order.road_factor;
  return riderWhereabouts({
    statusId: order.orderstatus_id,
    riderName: order.delivery_details?.name ?? '',
    restaurantName: order.restaurant.name,
    seenAt: new Date(rider.at),
    pickedUpAt: order.picked_up_at ? new Date(order.picked_up_at) : null,
    now,
    metresToRestaurant: road(order.restaurant.latitude, order.restaurant.longitude),
    metresToDoor: road(order.drop.latitude, order.drop.longitude),
  });
}
