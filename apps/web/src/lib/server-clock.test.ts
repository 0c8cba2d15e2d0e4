import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts from a page that has not heard from the server yet.
let clock: typeof import('./server-clock.ts');
beforeEach(async () => {
  vi.resetModules();
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-23T15:00:00.000Z'));
  clock = await import('./server-clock.ts');
});
afterEach(() => vi.useRealTimers());

const local = Date.parse('2026-11-23T15:00:00.000Z');

describe('serverNow', () => {
  it('is the local clock until an answer says otherwise', () => {
    expect(clock.serverNow()).toBe(local);
    clock.noteServerDate(null, local, local);
    clock.noteServerDate('not a date', local, local);
    expect(clock.serverNow()).toBe(local);
  });

  it('follows a server days behind the phone (a test clock) to within a second', () => {
    clock.noteServerDate('Thu, 19 Nov 2026 07:30:00 GMT', local - 200, local);
    const server = Date.parse('2026-11-19T07:30:00Z');
    expect(Math.abs(clock.serverNow() - server)).toBeLessThanOrEqual(1000);
  });

  it('keeps its offset through the scatter of whole-second headers, and moves on a real drift', () => {
    clock.noteServerDate('Mon, 23 Nov 2026 15:00:10 GMT', local, local);
    const first = clock.serverNow();
    clock.noteServerDate('Mon, 23 Nov 2026 15:00:11 GMT', local, local);
    expect(clock.serverNow()).toBe(first);
    clock.noteServerDate('Mon, 23 Nov 2026 15:01:10 GMT', local, local);
    expect(clock.serverNow() - first).toBe(60_000);
  });
});
