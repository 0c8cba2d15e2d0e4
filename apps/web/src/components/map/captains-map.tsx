import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { createBaseMap } from './base-map.ts';
import css from './map.module.css';

/** A captain on duty where their app last said they were, free or carrying an order. */
export interface CaptainOnMap {
  id: number;
  name: string;
  lat: number;
  lng: number;
  /** The order they carry (its number), or null when free. */
  carrying: string | null;
}

/** A kitchen with orders in flight (not yet on the road), for the operators' map. */
export interface KitchenOnMap {
  id: number;
  name: string;
  lat: number;
  lng: number;
  waiting: number;
  atRisk: number;
  /** The numbers of the orders waiting there, at-risk ones first. */
  orders: string[];
}

/** An order on the road, drawn at its captain's last position (the operators' map, decision 040). */
export interface OrderOnMap {
  id: number;
  /** Its number, the marker's label. */
  number: string;
  lat: number;
  lng: number;
  atRisk: boolean;
  /** Its page (/admin/orders/:id): the tag is a link to it. */
  href: string;
  /** Said when pointed at: the captain, the restaurant, how late. */
  title: string;
}

const ZOOM = 13;

// A kitchen: a square with its count of orders waiting, red-edged when some are at risk.
const kitchenIcon = (k: KitchenOnMap) =>
  L.divIcon({
    className: `${css.kitchen} ${k.atRisk > 0 ? css.kitchenAtRisk : ''}`,
    html: `<span aria-hidden="true">${k.waiting}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
  });

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

// An order on the road: a tag with its number just above its captain's marker, a link to its page.
// Out of the tab order: the list under the map is the keyboard's way to the same pages.
const orderIcon = (o: OrderOnMap) =>
  L.divIcon({
    className: css.orderPin,
    html: `<a class="${css.orderTag} ${o.atRisk ? css.orderAtRisk : ''}" href="${escapeHtml(o.href)}" tabindex="-1">${escapeHtml(o.number)}</a>`,
    iconSize: [0, 0],
    iconAnchor: [0, 0],
  });

// Drawn in SVG (nothing to download; they show with no tiles at all): green when free, the brand's
// colour when carrying. The list beside the map says the same in words, so the markers are not read.
const icon = (carrying: boolean) =>
  L.divIcon({
    className: `${css.marker} ${carrying ? css.carrying : css.free}`,
    html: `<svg viewBox="0 0 24 24" width="34" height="34" aria-hidden="true"><circle cx="12" cy="12" r="11" stroke="#fff" stroke-width="2"/><circle cx="8" cy="15.5" r="2" fill="none" stroke="#fff" stroke-width="1.5"/><circle cx="16.5" cy="15.5" r="2" fill="none" stroke="#fff" stroke-width="1.5"/><path d="M8 15.5h5l2-5h-2.5M15 10.5l1.5 5M11 8h2" fill="none" stroke="#fff" stroke-width="1.5" stroke-linecap="round"/></svg>`,
    iconSize: [34, 34],
    iconAnchor: [17, 17],
  });

/**
 * The captains on duty on a map (the back office's captains page): each at the position their app
 * last reported, named when pointed at. The map fits them all when it opens; later positions move the
 * markers without moving the map under the operator's hand.
 */
export function CaptainsMap({
  captains,
  kitchens = [],
  orders = [],
  onOpenOrder,
  centre,
  tileUrl,
  attribution,
  label,
}: {
  captains: CaptainOnMap[];
  /** Orders in flight at their kitchens (the operators' map). */
  kitchens?: KitchenOnMap[];
  /** Orders on the road, at their captains (the operators' map). */
  orders?: OrderOnMap[];
  /** A click on an order's tag (the page decides whether it stays in the app). */
  onOpenOrder?: (order: OrderOnMap, click: MouseEvent) => void;
  centre: { lat: number; lng: number };
  tileUrl: string;
  attribution: string;
  /** What the map shows, in words (read out instead of the markers). */
  label: string;
}) {
  const box = useRef<HTMLElement>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const kitchenLayer = useRef<L.LayerGroup | null>(null);
  const orderLayer = useRef<L.LayerGroup | null>(null);
  /** The order markers by order id, moved in place as their captains move (no redraw of them all). */
  const orderMarkers = useRef(new Map<number, { marker: L.Marker; look: string }>());
  const map = useRef<L.Map | null>(null);
  const fitted = useRef(false);
  // Markers outlive renders: their click asks for the page's latest handler and order.
  const openOrder = useRef(onOpenOrder);
  openOrder.current = onOpenOrder;
  const latest = useRef(new Map<number, OrderOnMap>());
  latest.current = new Map(orders.map((o) => [o.id, o]));

  useEffect(() => {
    if (!box.current) return;
    const { map: m, remove } = createBaseMap(box.current, {
      center: [centre.lat, centre.lng],
      zoom: ZOOM,
      tileUrl,
      attribution,
    });
    map.current = m;
    kitchenLayer.current = L.layerGroup().addTo(m);
    layer.current = L.layerGroup().addTo(m);
    orderLayer.current = L.layerGroup().addTo(m);
    const markers = orderMarkers.current;
    return () => {
      layer.current = null;
      kitchenLayer.current = null;
      orderLayer.current = null;
      markers.clear();
      map.current = null;
      fitted.current = false;
      remove();
    };
  }, [centre.lat, centre.lng, tileUrl, attribution]);

  useEffect(() => {
    const group = layer.current;
    const m = map.current;
    if (!group || !m) return;
    group.clearLayers();
    for (const c of captains) {
      L.marker([c.lat, c.lng], {
        icon: icon(c.carrying !== null),
        title: c.carrying ? `${c.name}: carrying ${c.carrying}` : `${c.name}: free`,
        keyboard: false,
        riseOnHover: true,
      }).addTo(group);
    }
    if (!fitted.current && captains.length > 0) {
      m.fitBounds(L.latLngBounds(captains.map((c) => [c.lat, c.lng] as [number, number])).pad(0.2), {
        maxZoom: 15,
      });
      fitted.current = true;
    }
  }, [captains]);

  useEffect(() => {
    const group = kitchenLayer.current;
    const m = map.current;
    if (!group || !m) return;
    group.clearLayers();
    for (const k of kitchens) {
      L.marker([k.lat, k.lng], {
        icon: kitchenIcon(k),
        title: `${k.name}: ${k.waiting} waiting${k.atRisk > 0 ? `, ${k.atRisk} at risk` : ''} (${k.orders.slice(0, 8).join(', ')}${k.orders.length > 8 ? ' …' : ''})`,
        keyboard: false,
      }).addTo(group);
    }
    // No captain to fit the map to yet: the kitchens with orders show where the work is.
    if (!fitted.current && kitchens.length > 0) {
      m.fitBounds(L.latLngBounds(kitchens.map((k) => [k.lat, k.lng] as [number, number])).pad(0.2), {
        maxZoom: 15,
      });
      fitted.current = true;
    }
  }, [kitchens]);

  useEffect(() => {
    const group = orderLayer.current;
    if (!group) return;
    const markers = orderMarkers.current;
    const shown = new Set(orders.map((o) => o.id));
    for (const [id, { marker }] of markers) {
      if (shown.has(id)) continue;
      group.removeLayer(marker);
      markers.delete(id);
    }
    for (const o of orders) {
      const look = `${o.number}|${o.atRisk}|${o.href}|${o.title}`;
      const had = markers.get(o.id);
      if (had) {
        had.marker.setLatLng([o.lat, o.lng]);
        if (had.look !== look) {
          had.marker.setIcon(orderIcon(o));
          had.marker.options.title = o.title;
          had.marker.getElement()?.setAttribute('title', o.title);
          had.look = look;
        }
        continue;
      }
      const marker = L.marker([o.lat, o.lng], {
        icon: orderIcon(o),
        title: o.title,
        keyboard: false,
        zIndexOffset: 500,
      });
      marker.on('click', (e) => {
        const now = latest.current.get(o.id);
        if (now) openOrder.current?.(now, (e as L.LeafletMouseEvent).originalEvent);
      });
      marker.addTo(group);
      markers.set(o.id, { marker, look });
    }
  }, [orders]);

  return (
    <section
      ref={box}
      className={tileUrl ? css.fleet : `${css.fleet} ${css.offline}`}
      data-captains={captains.length}
      data-kitchens={kitchens.length}
      data-orders={orders.length}
      aria-label={label}
    />
  );
}
