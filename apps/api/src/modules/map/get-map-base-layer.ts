// The offline base layer: the bundled gazetteer and rivers, which the project ships, turned into map
// labels. Areas ("Salt Lake", "Howrah") are labelled at the middle of their places, for the city view.
import type { MapBaseLayer } from '@khabar/domain';

interface Place {
  name: string;
  area: string;
  lat: number;
  lng: number;
}

const round5 = (v: number) => Math.round(v * 1e5) / 1e5;

export function getMapBaseLayer({
  places,
  rivers,
}: {
  places: readonly Place[];
  rivers: ReadonlyArray<{ name: string; points: ReadonlyArray<readonly [number, number]> }>;
}): MapBaseLayer {
  const areas = new Map<string, { lat: number; lng: number; n: number }>();
  for (const p of places) {
    const a = areas.get(p.area) ?? { lat: 0, lng: 0, n: 0 };
    areas.set(p.area, { lat: a.lat + p.lat, lng: a.lng + p.lng, n: a.n + 1 });
  }
  return {
    labels: [
      ...[...areas].map(([name, a]) => ({
        name,
        lat: round5(a.lat / a.n),
        lng: round5(a.lng / a.n),
        kind: 'area' as const,
      })),
      ...places.map((p) => ({ name: p.name, lat: p.lat, lng: p.lng, kind: 'place' as const })),
    ],
    rivers: rivers.map((r) => ({ name: r.name, points: r.points.map(([lat, lng]) => [lat, lng]) })),
  };
}
