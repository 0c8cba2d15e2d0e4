// Evenly spaced points along a polyline, by distance: the positions a ride reports on its way (the demo
// autopilot posts one every few seconds along the route).
import { distanceMetres } from './distance-metres.ts';

export interface LatLng {
  lat: number;
  lng: number;
}

/** `count` points after the start, the last one the end of the path. */
export function pointsAlong(path: readonly LatLng[], count: number): LatLng[] {
  if (path.length === 0 || count < 1) return [];
  const legs: number[] = [];
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    legs.push(distanceMetres(a.lat, a.lng, b.lat, b.lng));
  }
  const total = legs.reduce((s, d) => s + d, 0);
  const last = path[path.length - 1]!;
  if (total === 0) return Array.from({ length: count }, () => ({ ...last }));
  const out: LatLng[] = [];
  let leg = 0;
  let before = 0;
  for (let k = 1; k <= count; k++) {
    const target = (total * k) / count;
    while (leg < legs.length - 1 && before + legs[leg]! < target) before += legs[leg++]!;
    const a = path[leg]!;
    const b = path[leg + 1] ?? a;
    const f = legs[leg]! === 0 ? 1 : Math.min(1, Math.max(0, (target - before) / legs[leg]!));
    out.push(
      k === count ? { ...last } : { lat: a.lat + (b.lat - a.lat) * f, lng: a.lng + (b.lng - a.lng) * f },
    );
  }
  return out;
}
