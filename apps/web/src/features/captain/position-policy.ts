import { distanceMetres } from '@khabar/domain/geo/distance-metres';

// Which GPS fixes a captain's phone sends while on a trip: accurate ones only, about every 10 s, or at
// once after moving 25 m (a rider on a main road covers that in about 3 s). Pure, for tests.

/** Fixes less precise than this are dropped (a 300 m circle would put the rider in the wrong lane). */
export const MAX_ACCURACY_M = 50;
export const SEND_EVERY_MS = 10_000;
export const SEND_AFTER_M = 25;

export interface Fix {
  latitude: number;
  longitude: number;
  accuracy_m: number;
  /** When the fix was taken (ms). */
  at: number;
}

export type FixDecision = 'send' | 'wait' | 'inaccurate';

/** Send `fix` now, keep it for the next tick, or drop it as too imprecise? */
export function decideFix(lastSent: Fix | null, fix: Fix, now: number): FixDecision {
  if (!(fix.accuracy_m <= MAX_ACCURACY_M)) return 'inaccurate';
  if (!lastSent) return 'send';
  if (fix.at <= lastSent.at) return 'wait';
  if (now - lastSent.at >= SEND_EVERY_MS) return 'send';
  const moved = distanceMetres(lastSent.latitude, lastSent.longitude, fix.latitude, fix.longitude);
  return moved >= SEND_AFTER_M ? 'send' : 'wait';
}
