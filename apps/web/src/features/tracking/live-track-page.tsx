import { distanceMetres } from '@khabar/domain/geo/distance-metres';
import { DELIVERY_TYPE, ORDER_STATUS } from '@khabar/domain/orders/order-status';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin, Phone, Store } from 'lucide-react';
import { lazy, useEffect, useState } from 'react';
import { PageHeader } from '../../components/app-shell/page-header.tsx';
import { MapPlaceholder } from '../../components/map/map-placeholder.tsx';
import { OrderStepsList } from '../../components/order-steps/order-steps-list.tsx';
import { PushOffer } from '../../components/push-offer/push-offer.tsx';
import { OrderRatingSection } from '../../components/rate-order/order-rating-section.tsx';
import { ScheduledFor } from '../../components/scheduled-for/scheduled-for.tsx';
import { Button, ButtonAnchor, ButtonLink } from '../../components/ui/button.tsx';
import { LastUpdated } from '../../components/ui/last-updated.tsx';
import { OptionalPart } from '../../components/ui/optional-part.tsx';
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
import { distanceWords, whereaboutsText } from './whereabouts-text.ts';

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
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Track order`} fallback="/myOrders" />
      <main id="main" className={`page ${css.page}`}>
        <LiveTrack />
      </main>
    </>
  );
}

const CONNECTION: Record<StreamState, MessageDescriptor> = {
  connecting: msg`Connecting to live updates…`,
  live: msg`Live: changes show here as they happen.`,
  reconnecting: msg`Connection lost. Reconnecting…`,
  // The app-wide strip already says "You are offline": this line says what that means here.
  offline: msg`Not live: this is the last update we have.`,
  unavailable: msg`Live updates are not available here: refreshing every 6 seconds.`,
};

/** The order's state in one sentence (the domain's orderHeadline), its names kept as written. */
function Headline({ o }: { o: TrackingSnapshot }) {
  const restaurant = <span translate="no">{o.restaurant.name}</span>;
  const riderFirst = o.delivery_details?.name.split(' ')[0];
  const rider = riderFirst ? <span translate="no">{riderFirst}</span> : null;
  switch (o.orderstatus_id) {
    case S.awaitingPayment:
      return <Trans>Waiting for your payment</Trans>;
    case S.placed:
      return <Trans>Waiting for {restaurant} to accept your order</Trans>;
    case S.preparing:
      return <Trans>{restaurant} is preparing your food</Trans>;
    case S.agentAssigned:
      return rider ? (
        <Trans>
          {rider} is picking up your food at {restaurant}
        </Trans>
      ) : (
        <Trans>Your rider is picking up your food at {restaurant}</Trans>
      );
    case S.onTheWay:
      return rider ? (
        <Trans>{rider} is on the way with your food</Trans>
      ) : (
        <Trans>Your rider is on the way with your food</Trans>
      );
    case S.readyForPickup:
      return <Trans>Your food is ready for pickup at {restaurant}</Trans>;
    case S.delivered:
      return o.delivery_type === DELIVERY_TYPE.selfPickup ? (
        <Trans>Picked up. Enjoy your meal!</Trans>
      ) : (
        <Trans>Delivered. Enjoy your meal!</Trans>
      );
    case S.cancelled:
      return <Trans>This order was cancelled</Trans>;
    default:
      return <Trans>Order placed</Trans>;
  }
}

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
  const { t } = useLingui();
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
        <p>
          <Trans>We could not find this order.</Trans>
        </p>
        <ButtonLink to="/myOrders">
          <Trans>See my orders</Trans>
        </ButtonLink>
      </div>
    );
  }
  if (!o) {
    if (tracking.isError) {
      return (
        <div role="alert" className="card">
          <p>{tracking.error.message}</p>
          <Button onClick={() => void tracking.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      );
    }
    return <SkeletonCard label={t`Loading your order`} />;
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
  const { t } = useLingui();
  const config = useAppConfig().data;
  const orderNumber = o.unique_order_id;
  const cancelReason = o.cancel_reason;
  const lastUpdate = formatTime(o.now);
  const pin = o.delivery_pin;
  const deliveredAt = o.delivered_at ? formatTime(o.delivered_at) : '';
  const roadDistance = o.route ? distanceWords(o.route.metres) : '';
  const mapCaption = (
    <p className="muted small">
      {o.route?.source === 'router' ? (
        <Trans>Route by road</Trans>
      ) : (
        <Trans>Dashed line: straight from the restaurant to you, not the road</Trans>
      )}{' '}
      · {o.route ? <Trans>{roadDistance} by road</Trans> : ''}
    </p>
  );
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
            <Trans>
              ORDER #<span translate="no">{orderNumber}</span>
            </Trans>{' '}
            · <span translate="no">{o.restaurant.name}</span>
          </h2>
          <p role="status" className={css.headline}>
            <Headline o={o} />
          </p>
          <ScheduledFor at={o.scheduled_for} />
          {cancelled ? (
            <p className="small">
              {cancelReason ? (
                <Trans>Reason: {cancelReason}</Trans>
              ) : (
                <Trans>Any money paid is refunded.</Trans>
              )}
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
              {t(CONNECTION[streamState])}
              {streamState !== 'live' && (
                <>
                  {' '}
                  <Trans>Last update {lastUpdate}.</Trans>
                </>
              )}
            </p>
          )}
          <LastUpdated at={updatedAt} />
        </section>

        {/* Asked once, here after placing an order: never on the landing page (decision 051). */}
        {status !== S.delivered && !cancelled && (
          <PushOffer
            audience="customer"
            question={t`Tell me when my food moves?`}
            done={t`We will tell you at each step, even with this tab closed.`}
          />
        )}

        {showPin && status !== S.delivered && (
          <section className="card" aria-label={t`Delivery PIN`}>
            <p>
              {delivery ? (
                <Trans>Tell your rider this PIN at the door</Trans>
              ) : (
                <Trans>Show this PIN at the counter</Trans>
              )}
              : <strong className={css.pinCode}>{o.delivery_pin}</strong>
            </p>
          </section>
        )}
        {showRider && o.delivery_details && (
          <RiderCard rider={o.delivery_details} delivered={status === S.delivered} />
        )}
        {status === S.delivered && (
          <p className="small muted">
            <Trans>
              Delivery PIN used: <strong>{pin}</strong>
            </Trans>
            {o.delivered_at && (
              <>
                {' '}
                · <Trans>at {deliveredAt}</Trans>
              </>
            )}
          </p>
        )}
        <OrderRatingSection orderId={o.id} delivered={status === S.delivered} />

        <section className="card" aria-labelledby="track-steps-title">
          <h2 id="track-steps-title" className="card__title">
            <Trans>Progress</Trans>
          </h2>
          <OrderStepsList order={o} />
        </section>

        <section className={`card ${css.places}`} aria-label={t`From and to`}>
          <p>
            <Store aria-hidden size={16} /> <strong translate="no">{o.restaurant.name}</strong>
            <br />
            <span className="muted small" translate="no">
              {o.restaurant.address}
            </span>
          </p>
          <ButtonAnchor variant="ghost" size="small" href={`tel:${o.restaurant.contact_number}`}>
            <Phone aria-hidden size={16} /> <Trans>Call restaurant</Trans>
          </ButtonAnchor>
          {delivery && (
            <p>
              <MapPin aria-hidden size={16} />{' '}
              <strong>
                <Trans>Deliver to</Trans>
              </strong>
              <br />
              <span className="muted small" translate="no">
                {o.drop.address}
              </span>
            </p>
          )}
        </section>
        <ButtonLink variant="ghost" to={`/orderDetails/${o.id}`}>
          <Trans>Order details and bill</Trans>
        </ButtonLink>
      </div>

      {delivery && !cancelled && (
        // The map and its caption come and go together: a map that cannot load leaves no caption.
        <OptionalPart
          fallback={
            <div className={css.mapColumn}>
              <MapPlaceholder kind="track" />
              {mapCaption}
            </div>
          }
        >
          <div className={css.mapColumn}>
            <TrackingMap
              restaurant={{ lat: o.restaurant.latitude, lng: o.restaurant.longitude }}
              home={{ lat: o.drop.latitude, lng: o.drop.longitude }}
              route={o.route?.points ?? null}
              rider={rider}
              riderLastSeen={whereabouts?.lastSeen ?? null}
              tileUrl={config?.mapTileUrl ?? ''}
              attribution={config?.mapAttribution ?? ''}
            />
            {mapCaption}
          </div>
        </OptionalPart>
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
  return whereaboutsText({
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
