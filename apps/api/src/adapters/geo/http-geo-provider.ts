// Real providers: a Nominatim-compatible geocoder and an OSRM-compatible router. Every call has a
// 3-second budget and falls back to the embedded provider, so a slow service never blocks an order.
import type { GeoProvider } from './geo-provider.ts';

const TIMEOUT_MS = 3_000;

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url, {
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`${res.status} from ${new URL(url).host}`);
  return res.json();
}

export function createHttpGeoProvider(
  fallback: GeoProvider,
  options: { geocoderUrl?: string | undefined; routerUrl?: string | undefined },
): GeoProvider {
  const { geocoderUrl, routerUrl } = options;
  return {
    async autocomplete(q, limit = 8) {
      if (!geocoderUrl) return fallback.autocomplete(q, limit);
      try {
        const url = `${geocoderUrl.replace(/\/$/, '')}/search?format=json&limit=${limit}&countrycodes=in&q=${encodeURIComponent(q)}`;
        const rows = (await getJson(url)) as Array<{ display_name: string; lat: string; lon: string }>;
        return rows.map((r) => ({ description: r.display_name, lat: Number(r.lat), lng: Number(r.lon) }));
      } catch {
        return fallback.autocomplete(q, limit);
      }
    },
    async reverse(lat, lng) {
      if (!geocoderUrl) return fallback.reverse(lat, lng);
      try {
        const url = `${geocoderUrl.replace(/\/$/, '')}/reverse?format=json&lat=${lat}&lon=${lng}`;
        const row = (await getJson(url)) as { display_name?: string };
        return row.display_name ?? (await fallback.reverse(lat, lng));
      } catch {
        return fallback.reverse(lat, lng);
      }
    },
    async roadDistance(from, to) {
      if (!routerUrl) return fallback.roadDistance(from, to);
      try {
        const url = `${routerUrl.replace(/\/$/, '')}/route/v1/driving/${from.lng},${from.lat};${to.lng},${to.lat}?overview=false`;
        const body = (await getJson(url)) as { routes?: Array<{ distance: number; duration: number }> };
        const route = body.routes?.[0];
        if (!route) return null;
        return { metres: Math.round(route.distance), seconds: Math.round(route.duration) };
      } catch {
        return fallback.roadDistance(from, to);
      }
    },
    async routePath(from, to) {
      if (!routerUrl) return fallback.routePath(from, to);
      try {
        const url = `${routerUrl.replace(/\/$/, '')}/route/v1/driving/${from.lng},${from.lat};${to.lng},${to.lat}?overview=full&geometries=geojson`;
        const body = (await getJson(url)) as {
          routes?: Array<{ geometry?: { coordinates?: [number, number][] } }>;
        };
        const line = body.routes?.[0]?.geometry?.coordinates;
        if (!line || line.length < 2) return fallback.routePath(from, to);
        return line.map(([lng, lat]) => ({ lat, lng }));
      } catch {
        return fallback.routePath(from, to);
      }
    },
  };
}
