import type { TestClock } from '../../adapters/clock/test-clock.ts';

/** Moves the test clock forward: what would take minutes to wait for in a test happens at once. */
export function advanceTestClock({ clock, seconds }: { clock: TestClock; seconds: number }) {
  return { success: true as const, data: { now: clock.advance(seconds).toISOString() } };
}
