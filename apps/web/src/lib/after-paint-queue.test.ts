import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_FRAME_MS, queueAfterPaint } from './after-paint-queue.ts';

// Frames are driven by the test: `frame()` paints once.
let frames: Array<() => void> = [];
const frame = () => {
  const due = frames;
  frames = [];
  for (const f of due) f();
  vi.advanceTimersByTime(0);
};

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (f: () => void) => frames.push(f));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('queueAfterPaint', () => {
  it('runs one job after each paint, in the order they were queued', () => {
    const ran: string[] = [];
    for (const name of ['a', 'b', 'c']) queueAfterPaint(() => ran.push(name));
    expect(ran).toEqual([]);
    frame();
    expect(ran).toEqual(['a']);
    frame();
    expect(ran).toEqual(['a', 'b']);
    frame();
    frame();
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('leaves out a job taken out of the line before its turn', () => {
    const ran: string[] = [];
    queueAfterPaint(() => ran.push('a'));
    const cancel = queueAfterPaint(() => ran.push('b'));
    queueAfterPaint(() => ran.push('c'));
    cancel();
    frame();
    frame();
    frame();
    expect(ran).toEqual(['a', 'c']);
  });

  it('goes on without frames in a hidden tab, one job per wait', () => {
    const ran: string[] = [];
    queueAfterPaint(() => ran.push('a'));
    queueAfterPaint(() => ran.push('b'));
    vi.advanceTimersByTime(NO_FRAME_MS - 1);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['a']);
    vi.advanceTimersByTime(NO_FRAME_MS);
    expect(ran).toEqual(['a', 'b']);
    // A late frame of a job already run by the wait runs nothing twice.
    frame();
    expect(ran).toEqual(['a', 'b']);
  });
});
