// A delivery's route never changes (restaurant to door), so each order asks the router once, not on
// every 6-second reload of a tracking screen. Bounded: the oldest routes are forgotten first.
import type { GeoProvider } from '../../adapters/geo/geo-provider.ts';

interface RoadRoute {
  /** [lat, lng] pairs, for the map. */
  points: Array<[number, number]>;
  /** Road metres (the router's, or the straight line times the road factor). */
  metres: number;
  /** Whether the line follows the road, or is a straight line for want of a router. */
  source: 'router' | 'straight';
}

export interface RouteCache {
  routeOf(
    orderId: number,
    from: { lat: number; lng: number },
    to: { lat: number; lng: number },
  ): Promise<RoadRoute | null>;
}

export function createRouteCache({
  geo,
  hasRouter,
  max = 2000,
}: {
  geo: GeoProvider;
  hasRouter: boolean;
  max?: number;
}): RouteCache {
  const routes = new Map<number, Promise<RoadRoute | null>>();
  const ask = async (from: { lat: number; lng: number }, to: { lat: number; lng: number }) => {
    const [path, road] = await Promise.all([geo.routePath(from, to), geo.roadDistance(from, to)]);
    if (!road) return null;
    return {
      points: path.map((p) => [p.lat, p.lng] as [number, number]),
      metres: road.metres,
      // The router's answer falls back to a straight line when the router fails.
      source: hasRouter && path.length > 2 ? ('router' as const) : ('straight' as const),
    };
  };
  return {
    routeOf(orderId, from, to) {
      const known = routes.get(orderId);
      if (known) return known;
      const asked = ask(from, to).catch(() => null);
      routes.set(orderId, asked);
      // A failed answer is not kept: the next reload asks again.
      void asked.then((r) => {
        if (r === null) routes.delete(orderId);
      });
      if (routes.size > max) routes.delete(routes.keys().next().value as number);
      return asked;
    },
  };
}
