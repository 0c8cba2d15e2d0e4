import { t } from '@lingui/core/macro';
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { createBaseMap } from './base-map.ts';
import css from './map.module.css';

export interface MapPoint {
  lat: number;
  lng: number;
}

const ZOOM = 14;

// Markers drawn in SVG: nothing to download, and they show with no tiles at all.
// Only the rider's marker has a name: it is the one thing on the map that moves.
const svgIcon = (className: string, body: string, size = 36, name = '') =>
  L.divIcon({
    className: `${css.marker} ${className}`,
    html: `<svg viewBox="0 0 24 24" width="${size}" height="${size}" ${name ? `role="img" aria-label="${name}"` : 'aria-hidden="true"'}>${body}</svg>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
const restaurantIcon = svgIcon(
  '',
  '<circle cx="12" cy="12" r="11" style="fill:var(--brand)" stroke="#fff" stroke-width="2"/><path d="M8 6v5a2 2 0 0 0 2 2v5M10 6v4M12 6v5a2 2 0 0 1-2 2M15.5 6c-1 0-1.8 1.6-1.8 4s.8 3 1.8 3v5" fill="none" stroke="#fff" stroke-width="1.5" stroke-linecap="round"/>',
);
const homeIcon = svgIcon(
  '',
  '<circle cx="12" cy="12" r="11" fill="#1c1c1c" stroke="#fff" stroke-width="2"/><path d="M7 12.5 12 8l5 4.5V17h-3.2v-3h-3.6v3H7z" fill="#fff"/>',
);
const RIDER_SVG =
  '<circle cx="12" cy="12" r="11" fill="#1a7f37" stroke="#fff" stroke-width="2"/><circle cx="8" cy="15.5" r="2" fill="none" stroke="#fff" stroke-width="1.5"/><circle cx="16.5" cy="15.5" r="2" fill="none" stroke="#fff" stroke-width="1.5"/><path d="M8 15.5h5l2-5h-2.5M15 10.5l1.5 5M11 8h2" fill="none" stroke="#fff" stroke-width="1.5" stroke-linecap="round"/>';
/** Where an order's trail starts (the back office's order page): a small ring. */
const trailStartIcon = svgIcon(
  '',
  '<circle cx="12" cy="12" r="8" fill="#fff" stroke="#1a7f37" stroke-width="4"/>',
  18,
);
/** The rider: named "Rider", or "Rider, last seen 2 min ago" (and faded) when the position is old. */
const riderIcon = (lastSeen: string | null) =>
  lastSeen
    ? svgIcon(`${css.rider} ${css.stale}`, RIDER_SVG, 40, t`Rider, last seen ${lastSeen}`)
    : svgIcon(css.rider ?? '', RIDER_SVG, 40, t`Rider`);

const defaultLabel = () =>
  t`Map of the restaurant, your address and the rider. The same details are written beside the map.`;

/**
 * The tracking map: the restaurant, the door, the route between them and the rider's marker, which
 * moves as positions arrive. Everything on it is also written out on the screen beside it. The back
 * office's order page adds the order's trail (decision 040): the line the captain rode, from a ring
 * where it starts to the rider's marker at its end.
 */
export function TrackingMap({
  restaurant,
  home,
  route,
  rider,
  riderLastSeen = null,
  trail = null,
  label = defaultLabel(),
  tileUrl,
  attribution,
}: {
  restaurant: MapPoint;
  home: MapPoint;
  route: Array<[number, number]> | null;
  /** The rider's last reported position. */
  rider: MapPoint | null;
  /** How old that position is ("2 min ago") once it is old, else null. */
  riderLastSeen?: string | null;
  /** The captain's trail in runs, one per captain who held the order ([lat, lng] each), oldest first. */
  trail?: Array<Array<[number, number]>> | null;
  /** What the map shows, in words (read out instead of the markers). */
  label?: string;
  tileUrl: string;
  attribution: string;
}) {
  const box = useRef<HTMLElement>(null);
  const map = useRef<L.Map | null>(null);
  const riderMarker = useRef<L.Marker | null>(null);
  const trailLayer = useRef<L.LayerGroup | null>(null);
  const trailFitted = useRef(false);

  useEffect(() => {
    if (!box.current) return;
    const { map: m, remove } = createBaseMap(box.current, {
      center: [home.lat, home.lng],
      zoom: ZOOM,
      tileUrl,
      attribution,
    });
    const line =
      route && route.length > 1
        ? route
        : ([
            [restaurant.lat, restaurant.lng],
            [home.lat, home.lng],
          ] as Array<[number, number]>);
    L.polyline(line, {
      // Its colour is the brand's, from the style sheet (map.module.css .route).
      className: css.route,
      weight: 4,
      opacity: 0.85,
      dashArray: route && route.length > 2 ? undefined : '8 8',
      interactive: false,
    }).addTo(m);
    L.marker([restaurant.lat, restaurant.lng], {
      icon: restaurantIcon,
      interactive: false,
      keyboard: false,
    }).addTo(m);
    L.marker([home.lat, home.lng], { icon: homeIcon, interactive: false, keyboard: false }).addTo(m);
    m.fitBounds(
      L.latLngBounds([
        [restaurant.lat, restaurant.lng],
        [home.lat, home.lng],
      ]).pad(0.25),
      { maxZoom: 16 },
    );
    map.current = m;
    trailLayer.current = L.layerGroup().addTo(m);
    return () => {
      riderMarker.current = null;
      trailLayer.current = null;
      trailFitted.current = false;
      map.current = null;
      remove();
    };
  }, [restaurant.lat, restaurant.lng, home.lat, home.lng, tileUrl, attribution, route]);

  // The trail is drawn again as it grows (a few thousand points at most). Earlier captains' runs are
  // grey; the one holding the order now rides in green to the rider's marker.
  useEffect(() => {
    const group = trailLayer.current;
    const m = map.current;
    if (!group || !m) return;
    group.clearLayers();
    const runs = (trail ?? []).filter((run) => run.length > 0);
    runs.forEach((run, i) => {
      L.polyline(run, {
        className: i === runs.length - 1 ? css.trail : css.trailEarlier,
        weight: 4,
        opacity: 0.9,
        interactive: false,
      }).addTo(group);
    });
    const start = runs[0]?.[0];
    if (start) L.marker(start, { icon: trailStartIcon, interactive: false, keyboard: false }).addTo(group);
    // Once, when the trail first shows: the whole of it in view with the restaurant and the door.
    if (start && !trailFitted.current) {
      trailFitted.current = true;
      const bounds = L.latLngBounds([
        [restaurant.lat, restaurant.lng],
        [home.lat, home.lng],
      ]);
      for (const run of runs) for (const p of run) bounds.extend(p);
      m.fitBounds(bounds.pad(0.15), { maxZoom: 16 });
    }
  }, [trail, restaurant.lat, restaurant.lng, home.lat, home.lng]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new fix object with the same place moves nothing
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    if (!rider) {
      riderMarker.current?.remove();
      riderMarker.current = null;
      return;
    }
    if (riderMarker.current) {
      riderMarker.current.setLatLng([rider.lat, rider.lng]);
      riderMarker.current.setIcon(riderIcon(riderLastSeen));
    } else {
      riderMarker.current = L.marker([rider.lat, rider.lng], {
        icon: riderIcon(riderLastSeen),
        interactive: false,
        keyboard: false,
        zIndexOffset: 1000,
      }).addTo(m);
    }
    // Keep the rider in view without jumping the map on every small move.
    if (!m.getBounds().pad(-0.1).contains([rider.lat, rider.lng])) m.panTo([rider.lat, rider.lng]);
  }, [rider?.lat, rider?.lng, riderLastSeen]);

  return (
    <section
      ref={box}
      className={tileUrl ? css.track : `${css.track} ${css.offline}`}
      data-rider={rider ? `${rider.lat.toFixed(5)},${rider.lng.toFixed(5)}` : ''}
      data-trail-points={trail ? trail.reduce((n, run) => n + run.length, 0) : undefined}
      aria-label={label}
    />
  );
}
