// Every map of the app starts here: real tiles when MAP_TILE_URL is configured, otherwise the offline
// base layer drawn from the data the project ships.
import L from 'leaflet';
import { addOfflineBaseLayer } from './offline-base-layer.ts';

export interface BaseMapOptions {
  center: [number, number];
  zoom: number;
  tileUrl: string;
  attribution: string;
}

export function createBaseMap(el: HTMLElement, o: BaseMapOptions): { map: L.Map; remove: () => void } {
  const map = L.map(el, { attributionControl: Boolean(o.attribution || !o.tileUrl) }).setView(
    o.center,
    o.zoom,
  );
  let removeOffline = () => {};
  if (o.tileUrl) {
    L.tileLayer(o.tileUrl, { attribution: o.attribution, maxZoom: 19 }).addTo(map);
  } else {
    map.attributionControl?.setPrefix(false).addAttribution('Offline map: place names and the Hooghly');
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
