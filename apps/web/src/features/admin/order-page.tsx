import type { AdminOrderDetail } from '@khabar/domain/contracts/admin/orders/get-admin-order';
import type { OrderTrail } from '@khabar/domain/contracts/admin/orders/get-order-trail';
import type { StreamEvent } from '@khabar/domain/contracts/streams/stream-event';
import {
  TRAIL_MAX_POINTS,
  type TrailFix,
  type TrailPoint,
  trailRuns,
} from '@khabar/domain/geo/position-trail';
import { ArrowLeft } from 'lucide-react';
import { lazy, useEffect, useId, useMemo, useState } from 'react';
import { LineChoices } from '../../components/line-choices/line-choices.tsx';
import { MapPlaceholder } from '../../components/map/map-placeholder.tsx';
import { Button } from '../../components/ui/button.tsx';
import { OptionalPart } from '../../components/ui/optional-part.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';
import { formatDateTime, formatTime } from '../../lib/format-date.ts';
import { Link } from '../../lib/router/router.tsx';
import { serverNow } from '../../lib/server-clock.ts';
import { useAppConfig } from '../../lib/use-app-config.ts';
import css from './admin.module.css';
import { useOpsEvents } from './api/follow-ops-events.ts';
import { useAdminOrder } from './api/get-admin-order.ts';
import { useOrderTrail } from './api/get-order-trail.ts';
import { adminOrdersKey } from './api/list-admin-orders.ts';
import { lateText, PAYMENT_LABEL, RISK_LABEL } from './board-values.ts';
import { OrderActions } from './order-actions.tsx';
import page from './order-page.module.css';
import { heardFix, lastSeenText, storedTrail, withHeard } from './trail-values.ts';

// Leaflet comes with the map, after the order's words are on screen.
const TrackingMap = lazy(async () => ({
  default: (await import('../../components/map/tracking-map.tsx')).TrackingMap,
}));

/** The trail's newest positions written out under the map, newest first. */
const LISTED = 5;
/** How often "last seen 2 min ago" is worked out again while nothing new arrives. */
const AGE_TICK_MS = 15_000;

const ROLE: Record<string, string> = {
  customer: 'Customer',
  restaurant: 'Restaurant',
  captain: 'Captain',
  system: 'Khabar',
};

function Money({ o }: { o: AdminOrderDetail }) {
  const b = o.bill;
  const lines: [string, string][] = [
    ['Items', b.subtotal],
    ['Packaging', b.packaging],
    ['Delivery', b.delivery],
    ['Tax', b.tax],
    ['Tip', b.tip],
  ];
  // A discount is money off: shown as such, and only when there is one.
  const off = b.discount !== '0.00';
  const moves = [
    ...o.payments.map(
      (p) =>
        `${p.provider} payment ${p.provider_order_id}: ₹${p.amount}, ${p.status}${p.paid_at ? ` at ${formatTime(p.paid_at)}` : ''}`,
    ),
    ...o.captures.map(
      (c) => `Capture ${c.provider_payment_id}: ₹${c.amount}, ${c.outcome} at ${formatTime(c.captured_at)}`,
    ),
    ...o.refunds.map(
      (r) =>
        `Refund to the ${r.method === 'wallet' ? 'wallet' : 'original payment'}: ₹${r.amount}, ${r.status}${r.reason ? ` (${r.reason})` : ''}`,
    ),
    ...o.wallet_movements.map((w) => `Wallet ₹${w.amount}: ${w.description}, ${formatTime(w.at)}`),
  ];
  return (
    <section className="card" aria-labelledby="order-money">
      <h2 id="order-money" className={css.subtitle}>
        Money
      </h2>
      <ul className={page.items}>
        {b.items.map((i, n) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move; one dish may be several
          <li key={n}>
            <span>
              {i.quantity} × {i.name}
              <LineChoices choices={i.choices} />
            </span>
            <span>₹{i.amount}</span>
          </li>
        ))}
      </ul>
      <dl className={page.bill}>
        {lines.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>₹{v}</dd>
          </div>
        ))}
        {off && (
          <div>
            <dt>{b.coupon_code ? `Discount (${b.coupon_code})` : 'Discount'}</dt>
            <dd>−₹{b.discount}</dd>
          </div>
        )}
        <div className={page.total}>
          <dt>Total</dt>
          <dd>₹{b.total}</dd>
        </div>
        <div>
          <dt>From the wallet</dt>
          <dd>₹{b.wallet}</dd>
        </div>
        <div>
          <dt>By {PAYMENT_LABEL[o.payment_mode]?.toLowerCase() ?? o.payment_mode}</dt>
          <dd>₹{b.payable}</dd>
        </div>
      </dl>
      <h3 className={page.small}>Payments, refunds and wallet</h3>
      {moves.length === 0 ? (
        <p className="muted small">No payment, refund or wallet movement for this order.</p>
      ) : (
        <ul className={page.list}>
          {moves.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

const secondsClock = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Asia/Kolkata',
});
/** '1:04:09 pm': positions a few seconds apart. */
const clock = (ms: number) => secondsClock.format(ms);

function TrailWords({
  o,
  trail,
  stored,
  now,
}: {
  o: AdminOrderDetail;
  trail: readonly TrailPoint[];
  stored: OrderTrail | undefined;
  now: number;
}) {
  const first = trail[0];
  const last = trail.at(-1);
  if (!first || !last) {
    if (!stored) return <p className="muted small">Loading the captain’s trail…</p>;
    if (o.captain)
      return <p className="muted small">The captain’s app has not reported a position on this order yet.</p>;
    const old = now - Date.parse(o.created_at) > stored.retention_days * 86_400_000;
    return (
      <p className="muted small">
        {old
          ? `No trail: captains’ positions are kept for ${stored.retention_days} days.`
          : 'No captain has this order.'}
      </p>
    );
  }
  const lastSeen = lastSeenText(trail, now);
  const captains = new Set(trail.map((p) => p.captainId)).size;
  return (
    <>
      <p className="small" data-testid="trail-summary">
        Trail: {trail.length} {trail.length === 1 ? 'position' : 'positions'} from {clock(first.at)} to{' '}
        {clock(last.at)}
        {captains > 1 ? `, ridden by ${captains} captains (earlier ones in grey)` : ''}.{' '}
        <strong>{lastSeen ? `Last seen ${lastSeen}.` : 'Live.'}</strong>
      </p>
      <p className="muted small">The newest positions, newest first:</p>
      <ol className={page.list}>
        {trail
          .slice(-LISTED)
          .reverse()
          .map((p) => (
            <li key={`${p.seq}-${p.at}`}>
              {clock(p.at)}: {p.latitude.toFixed(5)}, {p.longitude.toFixed(5)}
            </li>
          ))}
      </ol>
    </>
  );
}

function Place({
  o,
  trail,
  stored,
  trailFailed,
  now,
}: {
  o: AdminOrderDetail;
  trail: readonly TrailPoint[];
  stored: OrderTrail | undefined;
  trailFailed: boolean;
  now: number;
}) {
  const config = useAppConfig().data;
  const last = trail.at(-1) ?? null;
  const runs = useMemo(
    () => trailRuns(trail).map((run) => run.map((p) => [p.latitude, p.longitude] as [number, number])),
    [trail],
  );
  return (
    <section className="card" aria-labelledby="order-map">
      <h2 id="order-map" className={css.subtitle}>
        Where it is
      </h2>
      {config ? (
        <OptionalPart fallback={<MapPlaceholder kind="track" />}>
          <TrackingMap
            restaurant={{ lat: o.restaurant.latitude, lng: o.restaurant.longitude }}
            home={{ lat: o.delivery.latitude, lng: o.delivery.longitude }}
            route={null}
            rider={last ? { lat: last.latitude, lng: last.longitude } : null}
            riderLastSeen={lastSeenText(trail, now)}
            trail={runs}
            label="Map of the restaurant, the customer’s address and the captain’s trail. The trail is written out below the map."
            tileUrl={config.mapTileUrl}
            attribution={config.mapAttribution}
          />
        </OptionalPart>
      ) : (
        <MapPlaceholder kind="track" />
      )}
      {trailFailed ? (
        <p className="muted small" role="alert">
          We could not load the captain’s trail; the positions heard from now on are drawn.
        </p>
      ) : null}
      <TrailWords o={o} trail={trail} stored={stored} now={now} />
    </section>
  );
}

/** `/admin/orders/:id`: one order for an operator, live from the ops stream. */
export function OrderPage({ id }: { id: number }) {
  const order = useAdminOrder(id);
  const stored = useOrderTrail(id);
  const headingId = useId();
  // Positions heard on the ops stream since the page opened, drawn after the stored trail by the rule
  // the server keeps them by (decision 040).
  const [heard, setHeard] = useState<TrailFix[]>([]);
  const stream = useOpsEvents({
    refresh: [adminOrdersKey],
    onLive: (e: StreamEvent) => {
      const fix = heardFix(e, id);
      if (fix) setHeard((h) => [...h, fix].slice(-(stored.data?.max_points ?? TRAIL_MAX_POINTS)));
    },
  });
  // Positions kept before the stream opened (or while it was broken) were not heard: each time it is
  // live again the trail is read again, so nothing falls between the first read and the stream.
  const refetchTrail = stored.refetch;
  useEffect(() => {
    if (stream === 'live') void refetchTrail();
  }, [stream, refetchTrail]);
  // "Last seen 2 min ago" grows older with no event to say so.
  const [, setTick] = useState(0);
  useEffect(() => {
    const tick = setInterval(() => setTick((n) => n + 1), AGE_TICK_MS);
    return () => clearInterval(tick);
  }, []);
  const trail = useMemo(
    () =>
      withHeard(storedTrail(stored.data?.points ?? []), heard, stored.data?.max_points ?? TRAIL_MAX_POINTS),
    [stored.data, heard],
  );
  const back = (
    <p>
      <Link className={`link ${css.back}`} to="/admin/orders">
        <ArrowLeft aria-hidden size={16} /> All orders
      </Link>
    </p>
  );
  if (order.isPending)
    return (
      <>
        {back}
        <SkeletonCard label="Loading the order" />
      </>
    );
  if (order.isError) {
    const gone = hasErrorCode(order.error, 'NOT_FOUND');
    return (
      <>
        {back}
        <div className="card" role="alert">
          <h1 className="card__title">{gone ? 'No such order' : 'We could not load the order'}</h1>
          <p>{gone ? `There is no order number ${id}.` : order.error.message}</p>
          {!gone && (
            <div>
              <Button onClick={() => void order.refetch()}>Try again</Button>
            </div>
          )}
        </div>
      </>
    );
  }
  const o = order.data;
  return (
    <>
      {back}
      <header className={page.head}>
        <h1 id={headingId} className={css.title}>
          Order {o.unique_order_id}
        </h1>
        <p className={page.state}>
          <span>{o.status_label}</span>
          <span className={o.minutes_late !== null && o.minutes_late > 0 ? page.late : undefined}>
            {lateText(o.minutes_late, o.orderstatus_id)}
          </span>
          {o.risks.map((r) => (
            <span key={r} className={`tag ${page.risk}`}>
              {RISK_LABEL[r]}
            </span>
          ))}
          {o.pin_locked && <span className={`tag ${page.risk}`}>Delivery PIN locked</span>}
        </p>
        <p className="muted small">
          Placed {formatDateTime(o.created_at)}, promised by {formatTime(o.promised_at)}
          {o.cancelled_at
            ? `. Cancelled ${formatTime(o.cancelled_at)}${o.cancel_reason ? `: ${o.cancel_reason}` : ''}`
            : ''}
        </p>
      </header>

      <OrderActions orderId={id} />

      <div className={page.grid}>
        <section className="card" aria-labelledby="order-people">
          <h2 id="order-people" className={css.subtitle}>
            People
          </h2>
          <dl className={page.facts}>
            <div>
              <dt>Restaurant</dt>
              <dd>
                {o.restaurant.name}, {o.restaurant.area} · {o.restaurant.phone}
              </dd>
            </div>
            <div>
              <dt>Customer</dt>
              <dd>
                {o.customer.name} · {o.customer.phone}
              </dd>
            </div>
            <div>
              <dt>{o.delivery_type === 2 ? 'Pickup by the customer' : 'Deliver to'}</dt>
              <dd>
                {[o.delivery.house, o.delivery.address, o.delivery.landmark].filter(Boolean).join(', ')}
              </dd>
            </div>
            <div>
              <dt>Captain</dt>
              <dd>
                {o.captain
                  ? `${o.captain.name} · ${o.captain.phone} · ${o.captain.vehicle_number}`
                  : o.delivery_type === 2
                    ? 'Not needed (pickup)'
                    : 'None yet'}
              </dd>
            </div>
            {o.comment && (
              <div>
                <dt>Note from the customer</dt>
                <dd>{o.comment}</dd>
              </div>
            )}
          </dl>
        </section>
        <Place o={o} trail={trail} stored={stored.data} trailFailed={stored.isError} now={serverNow()} />
        <section className="card" aria-labelledby="order-timeline">
          <h2 id="order-timeline" className={css.subtitle}>
            Timeline
          </h2>
          <ol className={page.timeline}>
            {o.timeline.map((e) => (
              <li key={e.id}>
                <time dateTime={e.at}>{formatTime(e.at)}</time>
                <span>
                  {e.text}
                  <span className="muted small">
                    {' '}
                    by {ROLE[e.actor.role] ?? e.actor.role}
                    {e.actor.name ? ` (${e.actor.name})` : ''}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </section>
        <Money o={o} />
        <section className="card" aria-labelledby="order-alerts">
          <h2 id="order-alerts" className={css.subtitle}>
            Alerts the customer received
          </h2>
          {o.alerts.length === 0 ? (
            <p className="muted small">None yet.</p>
          ) : (
            <ul className={page.list}>
              {o.alerts.map((a) => (
                <li key={`${a.at}-${a.title}`}>
                  <strong>{a.title}</strong> ({formatTime(a.at)}
                  {a.is_read ? ', read' : ''}): {a.message}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
