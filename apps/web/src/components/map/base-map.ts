// Every map of the app starts here: real tiles when MAP_TILE_URL is configured, otherwise the offline
// base layer drawn from the data the project ships.
import { t } from '@lingui/core/macro';
import L from 'leaflet';
import { addOfflineBaseLayer } from './offline-base-layer.ts';

export interface BaseMapOptions {
  center: [number, number];
  zoom: number;
  tileUrl: string;
  attribution: string;
}

export function createBaseMap(el: HTMLElement, o: BaseMapOptions): { map: L.Map; remove: () => void } {
  const map = L.map(el, {
    attributionControl: Boolean(o.attribution || !o.tileUrl),
    zoomControl: false,
  }).setView(o.center, o.zoom);
  // Leaflet's own control, its titles in the screen's language.
  L.control.zoom({ zoomInTitle: t`Zoom in`, zoomOutTitle: t`Zoom out` }).addTo(map);
  let removeOffline = () => {};
  if (o.tileUrl) {
    L.tileLayer(o.tileUrl, { attribution: o.attribution, maxZoom: 19 }).addTo(map);
  } else {
    // The river's name is a name: the browser must not translate it (attributions are HTML).
    const river = '<span translate="no">Hooghly</span>';
    map.attributionControl?.setPrefix(false).addAttribution(t`Offline map: place names and the ${river}`);
    removeOffline = addOfflineBaseLayer(map);
  }
  return {
    map,
    remove: () => {
      removeOffline();
      map.remove();
    },
  };
}
