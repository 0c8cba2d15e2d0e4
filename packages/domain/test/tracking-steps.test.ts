import { describe, expect, it } from 'vitest';
import { trackingSteps } from '../src/orders/tracking-steps.ts';

const times = {
  created_at: '2026-11-19T07:30:00.000Z',
  placed_at: '2026-11-19T07:30:00.000Z',
  accepted_at: '2026-11-19T07:31:00.000Z',
  ready_at: null,
  assigned_at: '2026-11-19T07:40:00.000Z',
  picked_up_at: null,
  delivered_at: null,
  cancelled_at: null,
};
const states = (s: ReturnType<typeof trackingSteps>) => s.map((x) => `${x.key}:${x.state}`);

describe('tracking steps', () => {
  it('delivery: placed, preparing, rider, on the way, delivered; the current one marked', () => {
    expect(states(trackingSteps(3, 1, times))).toEqual([
      'placed:done',
      'preparing:done',
      'rider:current',
      'on_the_way:next',
      'delivered:next',
    ]);
    const s = trackingSteps(3, 1, times);
    expect(s[2]!.at).toBe(times.assigned_at);
    expect(s[3]!.at).toBeNull();
  });

  it('self pickup has no rider step, and its ready (10) comes before collected (5)', () => {
    expect(states(trackingSteps(10, 2, times))).toEqual([
      'placed:done',
      'preparing:done',
      'ready:current',
      'picked_up:next',
    ]);
    expect(trackingSteps(5, 2, times).every((s) => s.state === 'done')).toBe(true);
  });

  it('delivered: every step done; cancelled: placed then cancelled', () => {
    expect(trackingSteps(5, 1, times).every((s) => s.state === 'done')).toBe(true);
    expect(states(trackingSteps(6, 1, { ...times, cancelled_at: times.accepted_at }))).toEqual([
      'placed:done',
      'cancelled:done',
    ]);
  });

  it('an unknown status or one awaiting payment reads as placed', () => {
    expect(states(trackingSteps(7, 1, times))[0]).toBe('placed:current');
    expect(states(trackingSteps(0, 1, times))[0]).toBe('placed:current');
  });
});
