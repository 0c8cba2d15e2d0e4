import type { StreamEvent } from '@khabar/domain/contracts/streams/stream-event';
import { thinTrail } from '@khabar/domain/geo/position-trail';
import { describe, expect, it } from 'vitest';
import { heardFix, lastSeenText, storedTrail, withHeard } from './trail-values.ts';

const T0 = Date.parse('2026-11-19T07:30:00Z');
const NORTH_1M = 1 / 111_195;
const fix = (metres: number, ms: number, captainId = 4) => ({
  latitude: 22.55 + metres * NORTH_1M,
  longitude: 88.35,
  at: T0 + ms,
  captainId,
});
const event = (payload: Record<string, unknown>, at = new Date(T0).toISOString()): StreamEvent => ({
  id: null,
  type: 'captain_position',
  order_id: null,
  status_id: null,
  payload,
  at,
});

describe('storedTrail', () => {
  it('reads the server’s points as the rule does', () => {
    expect(
      storedTrail([
        { seq: 1, latitude: 22.5, longitude: 88.3, at: '2026-11-19T07:30:00.000Z', captain_id: 4 },
      ]),
    ).toEqual([{ seq: 1, latitude: 22.5, longitude: 88.3, at: T0, captainId: 4 }]);
  });
});

describe('withHeard', () => {
  it('adds what was heard after the stored end, thinned as the server thins it', () => {
    const fixes = [
      fix(0, 0),
      fix(5, 1_000),
      fix(40, 2_000),
      fix(45, 3_000),
      fix(45, 40_000),
      fix(300, 41_000),
    ];
    const stored = thinTrail(fixes.slice(0, 3));
    const drawn = withHeard(stored, fixes, 2_000);
    // The same line a reload reads back once the server has kept them.
    expect(drawn).toEqual(thinTrail(fixes));
    expect(drawn.map((p) => p.at - T0)).toEqual([0, 2_000, 40_000, 41_000]);
  });

  it('starts a trail from nothing, and keeps a full one’s length', () => {
    expect(withHeard([], [fix(0, 0), fix(100, 1)], 2_000)).toHaveLength(2);
    const full = withHeard([], [fix(0, 0), fix(100, 1), fix(200, 2), fix(300, 3)], 2);
    expect(full).toHaveLength(2);
    expect(full[1]!.at).toBe(T0 + 3);
  });

  it('ignores what was heard before the stored end', () => {
    const stored = thinTrail([fix(0, 0), fix(100, 10_000)]);
    expect(withHeard(stored, [fix(500, 5_000)], 2_000)).toBe(stored);
  });
});

describe('heardFix', () => {
  it('takes a position of this order only', () => {
    const p = { captain_id: 4, latitude: 22.5, longitude: 88.3, order_ids: [7, 9] };
    expect(heardFix(event(p), 9)).toEqual({ latitude: 22.5, longitude: 88.3, at: T0, captainId: 4 });
    expect(heardFix(event(p), 8)).toBeNull();
    expect(heardFix({ ...event(p), type: 'captain_duty' }, 9)).toBeNull();
    expect(heardFix(event({ ...p, order_ids: undefined }), 9)).toBeNull();
    expect(heardFix(event({ ...p, latitude: '22.5' }), 9)).toBeNull();
    expect(heardFix(event(p, 'not a time'), 9)).toBeNull();
  });
});

describe('lastSeenText', () => {
  it('says how old the end is once it is over a minute old', () => {
    const trail = thinTrail([fix(0, 0)]);
    expect(lastSeenText([], T0)).toBeNull();
    expect(lastSeenText(trail, T0 + 60_000)).toBeNull();
    expect(lastSeenText(trail, T0 + 125_000)).toBe('2 min ago');
  });
});
