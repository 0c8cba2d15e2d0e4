import type { AdminOrderDetail } from '@khabar/domain/contracts/admin/orders/get-admin-order';
import type { StreamEvent } from '@khabar/domain/contracts/streams/stream-event';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { MapPlaceholder } from '../../components/map/map-placeholder.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SkeletonCard } from '../../components/ui/skeleton-card.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';
import { formatDateTime, formatTime } from '../../lib/format-date.ts';
import { Link } from '../../lib/router/router.tsx';
import { useAppConfig } from '../../lib/use-app-config.ts';
import css from './admin.module.css';
import { useOpsEvents } from './api/follow-ops-events.ts';
import { useAdminOrder } from './api/get-admin-order.ts';
import { adminOrdersKey } from './api/list-admin-orders.ts';
import { lateText, PAYMENT_LABEL, RISK_LABEL } from './board-values.ts';
import { OrderActions } from './order-actions.tsx';
import page from './order-page.module.css';

// Leaflet comes with the map, after the order's words are on screen.
const TrackingMap = lazy(async () => ({
  default: (await import('../../components/map/tracking-map.tsx')).TrackingMap,
}));

/** Positions this page heard (the server keeps only the latest): the newest last, a few at most. */
const TRAIL = 5;
type Fix = { lat: number; lng: number; at: string };

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
        {b.items.map((i) => (
          <li key={`${i.name}-${i.price}`}>
            <span>
              {i.quantity} × {i.name}
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

function Place({ o, trail }: { o: AdminOrderDetail; trail: Fix[] }) {
  const config = useAppConfig().data;
  const last = trail.at(-1) ?? null;
  return (
    <section className="card" aria-labelledby="order-map">
      <h2 id="order-map" className={css.subtitle}>
        Where it is
      </h2>
      {config ? (
        <Suspense fallback={<MapPlaceholder kind="track" />}>
          <TrackingMap
            restaurant={{ lat: o.restaurant.latitude, lng: o.restaurant.longitude }}
            home={{ lat: o.delivery.latitude, lng: o.delivery.longitude }}
            route={null}
            rider={last ? { lat: last.lat, lng: last.lng } : null}
            tileUrl={config.mapTileUrl}
            attribution={config.mapAttribution}
          />
        </Suspense>
      ) : (
        <MapPlaceholder kind="track" />
      )}
      {o.captain ? (
        trail.length > 0 ? (
          <>
            <p className="muted small">The captain’s last positions, newest first:</p>
            <ol className={page.list} aria-live="polite">
              {[...trail].reverse().map((f) => (
                <li key={`${f.at}-${f.lat}`}>
                  {formatTime(f.at)}: {f.lat.toFixed(5)}, {f.lng.toFixed(5)}
                </li>
              ))}
            </ol>
          </>
        ) : (
          <p className="muted small">The captain’s app has not reported a position yet.</p>
        )
      ) : (
        <p className="muted small">No captain has this order.</p>
      )}
    </section>
  );
}

/** `/admin/orders/:id`: one order for an operator, live from the ops stream. */
export function OrderPage({ id }: { id: number }) {
  const order = useAdminOrder(id);
  const headingId = useId();
  const captainId = order.data?.captain?.id ?? null;
  const seen = order.data?.captain;
  const [heard, setHeard] = useState<Fix[]>([]);
  useOpsEvents({
    refresh: [adminOrdersKey],
    onLive: (e: StreamEvent) => {
      const p = e.payload as { captain_id?: number; latitude?: number; longitude?: number };
      if (e.type !== 'captain_position' || p.captain_id !== captainId) return;
      if (typeof p.latitude !== 'number' || typeof p.longitude !== 'number') return;
      const fix = { lat: p.latitude, lng: p.longitude, at: e.at };
      setHeard((t) => [...t, fix].slice(-TRAIL));
    },
  });
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
  const stored =
    seen && seen.latitude !== null && seen.longitude !== null && seen.position_at
      ? [{ lat: seen.latitude, lng: seen.longitude, at: seen.position_at }]
      : [];
  const trail = heard.length > 0 ? heard : stored;
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
        <Place o={o} trail={trail} />
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
