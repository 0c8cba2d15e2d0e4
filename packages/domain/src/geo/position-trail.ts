// An order's trail: the positions its captain reported while they held it (decision 040). The server
// keeps a fix only when it says something new, and the operator's order page thins the fixes it hears
// live by the same rule, so the trail a page draws is the one a reload reads back. No zod here: the
// back office's map chunk imports this file alone.
import { distanceMetres } from './distance-metres.ts';

/** A fix this far from the last kept point is a new place (a GPS fix is good to about 10-50 m). */
export const TRAIL_MIN_MOVE_M = 15;
/** A captain standing still still leaves a point this often: the trail shows how long they waited. */
export const TRAIL_MIN_GAP_MS = 30_000;
/**
 * At most this many points per order: about 2 h 45 min of riding at one point every 5 s, or 16 h
 * standing still. Past it the last point moves with the captain, so the trail always ends where they
 * were last seen.
 */
export const TRAIL_MAX_POINTS = 2_000;
/** Points older than this are deleted: a rider's movements are kept only for a complaint's days. */
export const TRAIL_RETENTION_DAYS = 7;
export const TRAIL_RETENTION_MS = TRAIL_RETENTION_DAYS * 24 * 3_600_000;

export interface TrailFix {
  latitude: number;
  longitude: number;
  /** When the server heard it (ms since the epoch). */
  at: number;
  /** The delivery partner who reported it. */
  captainId: number;
}

export interface TrailPoint extends TrailFix {
  /** 1, 2, ... in the order's trail; at most TRAIL_MAX_POINTS. */
  seq: number;
}

/**
 * What to do with a fix, given the trail's last kept point: keep it (at `seq`: the next number, or the
 * last one again once the trail is full, replacing that point) or skip it. A fix is kept when it is the
 * first, when another captain reported it (the order changed hands), when it is TRAIL_MIN_MOVE_M from
 * the last point, or when TRAIL_MIN_GAP_MS passed since it. A fix older than the last point (a late
 * request) is skipped: the trail only goes forward in time.
 */
export function trailStep(
  last: TrailPoint | null,
  fix: TrailFix,
  maxPoints: number = TRAIL_MAX_POINTS,
): { keep: false } | { keep: true; seq: number } {
  if (!last) return { keep: true, seq: 1 };
  if (!(fix.at >= last.at)) return { keep: false };
  const next = { keep: true as const, seq: Math.min(last.seq + 1, maxPoints) };
  if (fix.captainId !== last.captainId) return next;
  if (fix.at - last.at >= TRAIL_MIN_GAP_MS) return next;
  const moved = distanceMetres(last.latitude, last.longitude, fix.latitude, fix.longitude);
  return moved >= TRAIL_MIN_MOVE_M ? next : { keep: false };
}

/** Adds a fix to a trail by trailStep: the same trail when it is skipped, else a new array. */
export function appendToTrail(
  trail: readonly TrailPoint[],
  fix: TrailFix,
  maxPoints: number = TRAIL_MAX_POINTS,
): readonly TrailPoint[] {
  const last = trail.at(-1) ?? null;
  const step = trailStep(last, fix, maxPoints);
  if (!step.keep) return trail;
  const point = { ...fix, seq: step.seq };
  return last && step.seq === last.seq ? [...trail.slice(0, -1), point] : [...trail, point];
}

/** The fixes a trail keeps, in the order heard. */
export const thinTrail = (fixes: readonly TrailFix[], maxPoints: number = TRAIL_MAX_POINTS) =>
  fixes.reduce<readonly TrailPoint[]>((trail, fix) => appendToTrail(trail, fix, maxPoints), []);

/** The trail in runs of one captain each (an order reassigned before the pickup has two). */
export function trailRuns<P extends { captainId: number }>(points: readonly P[]): P[][] {
  const runs: P[][] = [];
  for (const p of points) {
    const run = runs.at(-1);
    if (run && run[0]!.captainId === p.captainId) run.push(p);
    else runs.push([p]);
  }
  return runs;
}
