import { distanceMetres } from '@khabar/domain';
import type { GeoProvider, PlaceHit, RoadDistance } from './geo-provider.ts';

export interface GazetteerPlace {
  name: string;
  area: string;
  lat: number;
  lng: number;
}

/** City traffic speed for the embedded duration estimate, metres per second (18 km/h). */
const CITY_SPEED_MPS = 5;
/** Beyond this, a point is described by its coordinates rather than a place it is not near. */
const REVERSE_MAX_M = 5_000;

export function createGazetteerGeoProvider(
  places: readonly GazetteerPlace[],
  roadFactor: number,
): GeoProvider {
  const indexed = places.map((p) => ({
    place: p,
    name: p.name.toLowerCase(),
    words: `${p.name} ${p.area}`
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean),
    haystack: `${p.name}, ${p.area}`.toLowerCase(),
  }));
  // "Park Street, Central Kolkata", "Shibpur, Howrah, Kolkata": the city named once.
  const describe = (p: GazetteerPlace): string => {
    const text = p.area && p.area !== p.name ? `${p.name}, ${p.area}` : p.name;
    return text.includes('Kolkata') ? text : `${text}, Kolkata`;
  };

  return {
    async autocomplete(q, limit = 8) {
      const needle = q.trim().toLowerCase();
      if (!needle) return [];
      const scored: Array<{ hit: PlaceHit; score: number; length: number }> = [];
      for (const e of indexed) {
        let score: number;
        if (e.name.startsWith(needle)) score = 0;
        else if (e.words.some((w) => w.startsWith(needle))) score = 1;
        else if (e.haystack.includes(needle)) score = 2;
        else continue;
        scored.push({
          hit: { description: describe(e.place), lat: e.place.lat, lng: e.place.lng },
          score,
          length: e.name.length,
        });
      }
      scored.sort(
        (a, b) =>
          a.score - b.score || a.length - b.length || a.hit.description.localeCompare(b.hit.description),
      );
      return scored.slice(0, limit).map((s) => s.hit);
    },

    async reverse(lat, lng) {
      let best: GazetteerPlace | null = null;
      let bestD = Number.POSITIVE_INFINITY;
      for (const p of places) {
        const d = distanceMetres(lat, lng, p.lat, p.lng);
        if (d < bestD) {
          bestD = d;
          best = p;
        }
      }
      if (!best || bestD > REVERSE_MAX_M) return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
      return bestD < 300 ? describe(best) : `Near ${describe(best)}`;
    },

    async roadDistance(from, to): Promise<RoadDistance> {
      const metres = Math.round(distanceMetres(from.lat, from.lng, to.lat, to.lng) * roadFactor);
      return { metres, seconds: Math.round(metres / CITY_SPEED_MPS) };
    },
    async routePath(from, to) {
      return [from, to];
    },
  };
}
