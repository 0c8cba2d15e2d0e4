import type { AdminCaptain } from '@khabar/domain/contracts/admin/captains/captain-fields';
import { lazy, Suspense, useId, useMemo } from 'react';
import { MapPlaceholder } from '../../components/map/map-placeholder.tsx';
import { useAppConfig, useCityCentre } from '../../lib/use-app-config.ts';
import css from './admin.module.css';

// Leaflet comes with the map, after the page's words and list are on screen.
const CaptainsMap = lazy(async () => ({
  default: (await import('../../components/map/captains-map.tsx')).CaptainsMap,
}));

/**
 * Who is on duty, on a map: free or carrying, where their app last reported them (positions are live
 * only: none is kept beyond the latest). The list below says the same in words.
 */
export function OnDutyMap({ captains }: { captains: AdminCaptain[] }) {
  const config = useAppConfig().data;
  const centre = useCityCentre();
  const headingId = useId();
  const onMap = useMemo(
    () =>
      captains
        .filter((c) => c.is_on_duty && !c.suspended_at && c.latitude !== null && c.longitude !== null)
        .map((c) => ({
          id: c.id,
          name: c.name,
          lat: c.latitude as number,
          lng: c.longitude as number,
          carrying: c.carrying_order?.unique_order_id ?? null,
        })),
    [captains],
  );
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
            centre={centre}
            tileUrl={config.mapTileUrl}
            attribution={config.mapAttribution}
            label={`Map of the captains on duty: ${summary} The list below says the same.`}
          />
        </Suspense>
      ) : (
        <MapPlaceholder kind="fleet" />
      )}
      <p className="muted small" role="status">
        {summary} Positions as each captain’s app last reported them; refreshed every 10 seconds.
      </p>
    </section>
  );
}
