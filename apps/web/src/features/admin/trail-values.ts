// The order page's trail (decision 040): the points the server kept, then the positions the page hears
// on the ops stream, thinned by the same rule the server keeps them by (so a reload draws the same
// line), and how old its end is in words. Pure, for tests.
import type { OrderTrailPoint } from '@khabar/domain/contracts/admin/orders/get-order-trail';
import type { StreamEvent } from '@khabar/domain/contracts/streams/stream-event';
import { appendToTrail, type TrailFix, type TrailPoint } from '@khabar/domain/geo/position-trail';
import { agoText, RIDER_FIX_FRESH_MS } from '@khabar/domain/orders/rider-fix';

/** The stored trail as the rule reads it. */
export const storedTrail = (points: readonly OrderTrailPoint[]): TrailPoint[] =>
  points.map((p) => ({
    seq: p.seq,
    latitude: p.latitude,
    longitude: p.longitude,
    at: Date.parse(p.at),
    captainId: p.captain_id,
  }));

/**
 * The stored trail with the positions heard since: those from before its last point are in it
 * already (or were not kept), the rest are added one by one as the server adds them.
 */
export function withHeard(
  stored: readonly TrailPoint[],
  heard: readonly TrailFix[],
  maxPoints: number,
): readonly TrailPoint[] {
  const since = stored.at(-1)?.at ?? Number.NEGATIVE_INFINITY;
  return heard.filter((f) => f.at >= since).reduce((t, f) => appendToTrail(t, f, maxPoints), stored);
}

/** A captain's position from the ops stream that belongs to this order's trail, else null. */
export function heardFix(event: StreamEvent, orderId: number): TrailFix | null {
  if (event.type !== 'captain_position') return null;
  const p = event.payload as {
    captain_id?: unknown;
    latitude?: unknown;
    longitude?: unknown;
    order_ids?: unknown;
  };
  if (!Array.isArray(p.order_ids) || !p.order_ids.includes(orderId)) return null;
  const at = Date.parse(event.at);
  if (typeof p.captain_id !== 'number' || typeof p.latitude !== 'number' || typeof p.longitude !== 'number')
    return null;
  if (!Number.isFinite(at)) return null;
  return { latitude: p.latitude, longitude: p.longitude, at, captainId: p.captain_id };
}

/** "2 min ago" once the trail's end is older than a live position is (a minute), else null. */
export function lastSeenText(trail: readonly TrailPoint[], now: number): string | null {
  const last = trail.at(-1);
  if (!last) return null;
  const age = now - last.at;
  return age > RIDER_FIX_FRESH_MS ? agoText(age) : null;
}
