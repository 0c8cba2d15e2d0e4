import type { AdminCaptain } from '@khabar/domain/contracts/admin/captains/captain-fields';
import type { StreamEvent } from '@khabar/domain/contracts/streams/stream-event';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { MapPlaceholder } from '../../components/map/map-placeholder.tsx';
import { useAppConfig, useCityCentre } from '../../lib/use-app-config.ts';
import css from './admin.module.css';
import { useOpsEvents } from './api/follow-ops-events.ts';
import { opsMapKey, useOpsMap } from './api/get-ops-map.ts';
import { adminCaptainsKey } from './api/list-admin-captains.ts';

// Leaflet comes with the map, after the page's words and list are on screen.
const CaptainsMap = lazy(async () => ({
  default: (await import('../../components/map/captains-map.tsx')).CaptainsMap,
}));

type Moved = Map<number, { lat: number; lng: number }>;

/**
 * Who is on duty, on a map: free or carrying, where their app last reported them (positions are live
 * only: none is kept beyond the latest), and the orders in flight at their kitchens. Live from the
 * operators' stream (decision 035): a position moves its marker at once, an order's step or a duty
 * switch reloads the lists. The list below says the same in words.
 */
export function OnDutyMap({ captains }: { captains: AdminCaptain[] }) {
  const config = useAppConfig().data;
  const centre = useCityCentre();
  const headingId = useId();
  const inFlight = useOpsMap();
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
      })),
    [inFlight.data],
  );
  const waiting = kitchens.reduce((n, k) => n + k.waiting, 0);
  const risky = kitchens.reduce((n, k) => n + k.atRisk, 0);
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
        <Suspense fallback={<MapPlaceholder kind="fleet" />}>
          <CaptainsMap
            captains={onMap}
            kitchens={kitchens}
            centre={centre}
            tileUrl={config.mapTileUrl}
            attribution={config.mapAttribution}
            label={`Map of the captains on duty: ${summary} Orders waiting at kitchens: ${waiting}. The list below says the same.`}
          />
        </Suspense>
      ) : (
        <MapPlaceholder kind="fleet" />
      )}
      <p className="muted small" role="status">
        {summary}{' '}
        {inFlight.data
          ? `${waiting} orders waiting at kitchens, ${inFlight.data.on_the_road} on the road. `
          : ''}
        Positions as each captain’s app last reported them;{' '}
        {stream === 'live' ? 'live.' : 'refreshed every minute while live updates are down.'}
      </p>
    </section>
  );
}
