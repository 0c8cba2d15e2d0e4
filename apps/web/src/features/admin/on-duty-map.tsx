import type { AdminCaptain } from '@khabar/domain/contracts/admin/captains/captain-fields';
import type { OpsMap } from '@khabar/domain/contracts/admin/orders/get-ops-map';
import type { StreamEvent } from '@khabar/domain/contracts/streams/stream-event';
import { orderStatusLabel } from '@khabar/domain/orders/order-status';
import { lazy, useId, useMemo, useState } from 'react';
import { MapPlaceholder } from '../../components/map/map-placeholder.tsx';
import { OptionalPart } from '../../components/ui/optional-part.tsx';
import { isPlainClick } from '../../lib/router/is-plain-click.ts';
import { Link, useNavigate } from '../../lib/router/router.tsx';
import { useAppConfig, useCityCentre } from '../../lib/use-app-config.ts';
import css from './admin.module.css';
import { useOpsEvents } from './api/follow-ops-events.ts';
import { opsMapKey, useOpsMap } from './api/get-ops-map.ts';
import { adminCaptainsKey } from './api/list-admin-captains.ts';
import { lateText, RISK_LABEL } from './board-values.ts';

// Leaflet comes with the map, after the page's words and list are on screen.
const CaptainsMap = lazy(async () => ({
  default: (await import('../../components/map/captains-map.tsx')).CaptainsMap,
}));

type Moved = Map<number, { lat: number; lng: number }>;
type InFlight = OpsMap['kitchens'][number]['orders'][number];

const orderPath = (id: number) => `/admin/orders/${id}`;

/** "Preparing Food, 4 min left, At risk: not accepted": one order's state in words. */
const stateText = (o: InFlight) =>
  [
    orderStatusLabel(o.orderstatus_id),
    lateText(o.minutes_late, o.orderstatus_id),
    ...o.risks.map((r) => RISK_LABEL[r]),
  ]
    .filter((t) => t && t !== '–')
    .join(', ');

/**
 * The orders in flight in words, each a link to its page: the keyboard's and the screen reader's way
 * to what the map draws (its markers are out of the tab order).
 */
function OrdersInFlight({ data }: { data: OpsMap }) {
  const headingId = useId();
  const waiting = data.kitchens.reduce((n, k) => n + k.waiting, 0);
  return (
    <section aria-labelledby={headingId} className={css.inFlight}>
      <h3 id={headingId} className={css.inFlightTitle}>
        Orders in flight
      </h3>
      <h4 className={css.inFlightGroup}>On the road ({data.on_the_road.length})</h4>
      {data.on_the_road.length === 0 ? (
        <p className="muted small">No order is on its way to a customer.</p>
      ) : (
        <ul className={css.inFlightList} aria-label="On the road">
          {data.on_the_road.map((o) => (
            <li key={o.id}>
              <Link className="link" to={orderPath(o.id)}>
                {o.unique_order_id}
              </Link>{' '}
              <span>
                from {o.restaurant_name}
                {o.captain ? ` with ${o.captain.name}` : ''}
                {o.latitude === null ? ' (no position yet)' : ''}: {stateText(o)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h4 className={css.inFlightGroup}>Waiting at kitchens ({waiting})</h4>
      {data.kitchens.length === 0 ? (
        <p className="muted small">No order is waiting at a kitchen.</p>
      ) : (
        <ul className={css.inFlightList} aria-label="Waiting at kitchens">
          {data.kitchens.map((k) => (
            <li key={k.restaurant_id}>
              <span className={css.inFlightKitchen}>
                {k.name}: {k.waiting} waiting{k.at_risk > 0 ? `, ${k.at_risk} at risk` : ''}
              </span>
              <ul className={css.inFlightList}>
                {k.orders.map((o) => (
                  <li key={o.id}>
                    <Link className="link" to={orderPath(o.id)}>
                      {o.unique_order_id}
                    </Link>{' '}
                    <span>{stateText(o)}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Who is on duty, on a map: free or carrying, where their app last reported them, and the orders in
 * flight: each one on the road at its captain (a tag with its number, a link to its page), the rest
 * grouped at their kitchens. Live from the operators' stream (decision 035): a position moves its
 * captain and the order they carry at once, an order's step or a duty switch reloads the lists. The
 * list below says the same in words.
 */
export function OnDutyMap({ captains }: { captains: AdminCaptain[] }) {
  const config = useAppConfig().data;
  const centre = useCityCentre();
  const headingId = useId();
  const navigate = useNavigate();
  const [moved, setMoved] = useState<Moved>(() => new Map());
  const stream = useOpsEvents({
    refresh: [adminCaptainsKey, opsMapKey],
    refreshOnLive: true,
    onLive: (e: StreamEvent) => {
      const p = e.payload as { captain_id?: number; latitude?: number; longitude?: number };
      if (e.type !== 'captain_position' || typeof p.captain_id !== 'number') return;
      if (typeof p.latitude !== 'number' || typeof p.longitude !== 'number') return;
      const at = { lat: p.latitude, lng: p.longitude };
      setMoved((m) => new Map(m).set(p.captain_id as number, at));
    },
  });
  const inFlight = useOpsMap({ poll: stream !== 'live' });
  const onMap = useMemo(
    () =>
      captains
        .filter(
          (c) =>
            c.is_on_duty &&
            !c.suspended_at &&
            ((c.latitude !== null && c.longitude !== null) || moved.has(c.id)),
        )
        .map((c) => ({
          id: c.id,
          name: c.name,
          lat: moved.get(c.id)?.lat ?? (c.latitude as number),
          lng: moved.get(c.id)?.lng ?? (c.longitude as number),
          carrying: c.carrying_order?.unique_order_id ?? null,
        })),
    [captains, moved],
  );
  const kitchens = useMemo(
    () =>
      (inFlight.data?.kitchens ?? []).map((k) => ({
        id: k.restaurant_id,
        name: k.name,
        lat: k.latitude,
        lng: k.longitude,
        waiting: k.waiting,
        atRisk: k.at_risk,
        orders: k.orders.map((o) => o.unique_order_id),
      })),
    [inFlight.data],
  );
  // Each order on the road where its captain is now: the stream's newest position, else the map's.
  const onTheRoad = useMemo(
    () =>
      (inFlight.data?.on_the_road ?? []).flatMap((o) => {
        const live = o.captain ? moved.get(o.captain.id) : undefined;
        const lat = live?.lat ?? o.latitude;
        const lng = live?.lng ?? o.longitude;
        if (lat === null || lng === null) return [];
        return [
          {
            id: o.id,
            number: o.unique_order_id,
            lat,
            lng,
            atRisk: o.risks.length > 0,
            href: orderPath(o.id),
            title: `${o.unique_order_id}: from ${o.restaurant_name}${o.captain ? ` with ${o.captain.name}` : ''}, ${stateText(o)}`,
          },
        ];
      }),
    [inFlight.data, moved],
  );
  const waiting = kitchens.reduce((n, k) => n + k.waiting, 0);
  const risky = kitchens.reduce((n, k) => n + k.atRisk, 0);
  const road = inFlight.data?.on_the_road.length ?? 0;
  const carrying = onMap.filter((c) => c.carrying !== null).length;
  const free = onMap.length - carrying;
  const onDuty = captains.filter((c) => c.is_on_duty && !c.suspended_at).length;
  const summary =
    onMap.length === 0
      ? 'No captain on duty has shared a position yet.'
      : `${free} free, ${carrying} carrying an order.`;
  return (
    <section className={css.fleetCard} aria-labelledby={headingId}>
      <div className={css.fleetHead}>
        <h2 id={headingId} className={css.subtitle}>
          On duty now
        </h2>
        <p className={css.legend}>
          <span className={css.legendFree}>Free ({free})</span>
          <span className={css.legendCarrying}>Carrying ({carrying})</span>
          <span className={css.legendRoad}>On the road ({road})</span>
          <span className={css.legendKitchen}>
            Orders at kitchens ({waiting}
            {risky > 0 ? `, ${risky} at risk` : ''})
          </span>
        </p>
      </div>
      {onDuty > onMap.length && (
        <p className="muted small">
          {onDuty - onMap.length} on duty {onDuty - onMap.length === 1 ? 'has' : 'have'} no position yet.
        </p>
      )}
      {centre && config ? (
        <OptionalPart fallback={<MapPlaceholder kind="fleet" />}>
          <CaptainsMap
            captains={onMap}
            kitchens={kitchens}
            orders={onTheRoad}
            onOpenOrder={(o, click) => {
              // A plain click stays in the app; a middle or modified one opens a tab, as on any link.
              if (!isPlainClick(click, undefined)) return;
              click.preventDefault();
              navigate(o.href);
            }}
            centre={centre}
            tileUrl={config.mapTileUrl}
            attribution={config.mapAttribution}
            label={`Map of the captains on duty and the orders in flight: ${summary} Orders on the road: ${road}. Orders waiting at kitchens: ${waiting}. The list below says the same, with a link to each order.`}
          />
        </OptionalPart>
      ) : (
        <MapPlaceholder kind="fleet" />
      )}
      <p className="muted small" role="status">
        {summary} {inFlight.data ? `${waiting} orders waiting at kitchens, ${road} on the road. ` : ''}
        Positions as each captain’s app last reported them;{' '}
        {stream === 'live' ? 'live.' : 'refreshed every minute while live updates are down.'}
      </p>
      {inFlight.isError && !inFlight.data ? (
        <p className="muted small" role="alert">
          We could not load the orders in flight; they are tried again with the next update.
        </p>
      ) : null}
      {inFlight.data ? <OrdersInFlight data={inFlight.data} /> : null}
    </section>
  );
}
