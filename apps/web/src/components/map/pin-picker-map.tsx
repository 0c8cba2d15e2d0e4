import { useLingui } from '@lingui/react/macro';
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { createBaseMap } from './base-map.ts';
import css from './map.module.css';

export interface LatLng {
  lat: number;
  lng: number;
}

const ZOOM = 15;
const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

// A pin drawn in SVG: no marker image to download, and it shows with no tiles at all.
const pinIcon = L.divIcon({
  className: css.marker,
  html: '<svg viewBox="0 0 24 32" width="32" height="42" aria-hidden="true"><path d="M12 0C5.4 0 0 5.2 0 11.7 0 20.5 12 32 12 32s12-11.5 12-20.3C24 5.2 18.6 0 12 0z" style="fill:var(--brand)"/><circle cx="12" cy="11.5" r="4.5" fill="#fff"/></svg>',
  iconSize: [32, 42],
  iconAnchor: [16, 42],
});

/**
 * A Leaflet map with one draggable pin. Tiles come from configuration; with none the map is the
 * offline base layer (place names and the river) on which the pin still picks coordinates. What the
 * pin marks is named by the screen (a customer's delivery point, a restaurant's kitchen).
 */
export function PinPickerMap({
  position,
  onMove,
  tileUrl,
  attribution,
  pinName: pinNameGiven,
  label: labelGiven,
}: {
  position: LatLng;
  onMove: (p: LatLng) => void;
  tileUrl: string;
  attribution: string;
  /** The pin's name (its tooltip and alt text). */
  pinName?: string;
  /** The map's accessible name: what it is and how to use it. */
  label?: string;
}) {
  const { t } = useLingui();
  const pinName = pinNameGiven ?? t`Delivery point`;
  const label = labelGiven ?? t`Map. Drag the pin, or tap the map, to set the delivery point`;
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const moved = useRef(onMove);
  moved.current = onMove;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made once; the effect below follows position
  useEffect(() => {
    if (!box.current) return;
    const { map: m, remove } = createBaseMap(box.current, {
      center: [position.lat, position.lng],
      zoom: ZOOM,
      tileUrl,
      attribution,
    });
    const pin = L.marker([position.lat, position.lng], {
      draggable: true,
      icon: pinIcon,
      title: t`${pinName}: drag to move`,
      alt: pinName,
      keyboard: false,
    }).addTo(m);
    const report = () => {
      const { lat, lng } = pin.getLatLng();
      moved.current({ lat: round6(lat), lng: round6(lng) });
    };
    pin.on('dragend', report);
    m.on('click', (e: L.LeafletMouseEvent) => {
      pin.setLatLng(e.latlng);
      report();
    });
    map.current = m;
    marker.current = pin;
    return () => {
      remove();
      map.current = null;
      marker.current = null;
    };
  }, [tileUrl, attribution, pinName]);

  useEffect(() => {
    const pin = marker.current;
    const m = map.current;
    if (!pin || !m) return;
    const here = pin.getLatLng();
    if (round6(here.lat) === position.lat && round6(here.lng) === position.lng) return;
    pin.setLatLng([position.lat, position.lng]);
    m.setView([position.lat, position.lng], m.getZoom());
  }, [position.lat, position.lng]);

  return (
    <div
      ref={box}
      className={tileUrl ? css.pin : `${css.pin} ${css.offline}`}
      data-testid="pin-map"
      role="application"
      aria-label={label}
    />
  );
}
