// The map without a tile server (MAP_TILE_URL unset): the Hooghly and the gazetteer's names drawn at
// their coordinates, so a pin or a rider is seen among places a Kolkatan knows. District names at
// the city view, localities and landmarks closer in; labels that would overlap are left out.
import type { MapBaseLayer, MapLabel } from '@khabar/domain/contracts/map/get-map-base-layer';
import L from 'leaflet';
import { apiRequest } from '../../lib/api-client.ts';
import css from './map.module.css';

let layerData: Promise<MapBaseLayer> | null = null;
/** One download per visit: the layer is the same for every map. */
function loadBaseLayer(): Promise<MapBaseLayer> {
  layerData ??= apiRequest<{ data: MapBaseLayer }>('map/base-layer', { method: 'GET' })
    .then((r) => r.data)
    .catch((err) => {
      layerData = null;
      throw err;
    });
  return layerData;
}

/** Street view from this zoom: localities and landmarks instead of districts. */
const PLACES_FROM_ZOOM = 13;
const CHAR_PX = 6.6;
const LINE_PX = 16;

function labelIcon(l: MapLabel) {
  const width = Math.ceil(l.name.length * CHAR_PX) + 8;
  return L.divIcon({
    className: `${css.label} ${css[l.kind] ?? ''}`,
    // Places' names, as the map's data writes them, in every language.
    html: `<span translate="no">${l.name.replace(/[<>&]/g, '')}</span>`,
    iconSize: [width, LINE_PX],
    iconAnchor: [width / 2, LINE_PX / 2],
  });
}

/** Adds the river and the labels to a map; returns a function that removes them. */
export function addOfflineBaseLayer(map: L.Map): () => void {
  const group = L.layerGroup().addTo(map);
  const labels = L.layerGroup().addTo(map);
  let data: MapBaseLayer | null = null;
  let removed = false;

  const placeLabels = () => {
    if (!data || removed) return;
    labels.clearLayers();
    const zoom = map.getZoom();
    const wanted = data.labels.filter((l) =>
      zoom >= PLACES_FROM_ZOOM ? l.kind === 'place' : l.kind === 'area',
    );
    const bounds = map.getBounds().pad(0.1);
    const taken: Array<[number, number, number, number]> = [];
    for (const l of wanted) {
      if (!bounds.contains([l.lat, l.lng])) continue;
      const p = map.latLngToContainerPoint([l.lat, l.lng]);
      const w = l.name.length * CHAR_PX + 8;
      const box: [number, number, number, number] = [
        p.x - w / 2,
        p.y - LINE_PX / 2,
        p.x + w / 2,
        p.y + LINE_PX / 2,
      ];
      if (taken.some((b) => box[0] < b[2] && box[2] > b[0] && box[1] < b[3] && box[3] > b[1])) continue;
      taken.push(box);
      L.marker([l.lat, l.lng], { icon: labelIcon(l), interactive: false, keyboard: false }).addTo(labels);
    }
  };

  void loadBaseLayer()
    .then((layer) => {
      if (removed) return;
      data = layer;
      for (const r of layer.rivers) {
        L.polyline(r.points, { color: '#a9cfe8', weight: 9, opacity: 0.9, interactive: false }).addTo(group);
        const mid = r.points[Math.floor(r.points.length / 2)]!;
        L.marker(mid, {
          icon: L.divIcon({
            className: `${css.label} ${css.river}`,
            html: `<span translate="no">${r.name}</span>`,
            iconSize: [70, 16],
          }),
          interactive: false,
          keyboard: false,
        }).addTo(group);
      }
      placeLabels();
    })
    .catch(() => {
      // Without the layer the map is the plain paper background: markers and the route still show.
    });
  map.on('zoomend moveend', placeLabels);
  return () => {
    removed = true;
    map.off('zoomend moveend', placeLabels);
    group.remove();
    labels.remove();
  };
}
