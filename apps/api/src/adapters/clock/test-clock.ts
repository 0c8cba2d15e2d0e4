/**
 * The test clock (CLOCK_START: tests only, refused in production): the app's clock, which the tests
 * may move forward (POST /api/dev/clock) instead of waiting, so a browser test sees the two-minute cancel
 * window close in seconds. Everything that reads the app's clock sees the jump: Date headers, deadlines,
 * the job queue. It is this process's clock: with WEB_CONCURRENCY each process keeps its own.
 */
export interface TestClock {
  now(): Date;
  /** Moves the clock `seconds` forward and answers the new time. */
  advance(seconds: number): Date;
}

/** `base` (the clock it runs on) plus every advance so far. */
export function createTestClock(base: () => Date): TestClock {
  let aheadMs = 0;
  const now = () => new Date(base().getTime() + aheadMs);
  return {
    now,
    advance(seconds) {
      aheadMs += seconds * 1000;
      return now();
    },
  };
}
