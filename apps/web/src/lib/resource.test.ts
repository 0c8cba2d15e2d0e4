import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts with an empty cache and the browser online.
let resource: typeof import('./resource.ts');
beforeEach(async () => {
  vi.resetModules();
  vi.useFakeTimers();
  resource = await import('./resource.ts');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const later = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 10));

describe('fetchResource', () => {
  it('asks once for a key that is already being asked for', async () => {
    const load = vi.fn(() => later('menu'));
    const a = resource.fetchResource('k', load);
    const b = resource.fetchResource('k', load);
    expect(resource.readResource('k')).toMatchObject({ isFetching: true, isPending: true });
    await vi.runAllTimersAsync();
    await Promise.all([a, b]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(resource.readResource('k')).toMatchObject({
      data: 'menu',
      error: null,
      isPending: false,
      isError: false,
      isFetching: false,
    });
  });

  it('tries once more a second after a failure, and keeps the answer that comes', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(['slide']);
    const done = resource.fetchResource('k', load);
    await vi.advanceTimersByTimeAsync(resource.RETRY_DELAY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(resource.readResource('k')).toMatchObject({ isPending: true, isError: false, isFetching: true });
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(load).toHaveBeenCalledTimes(2);
    expect(resource.readResource('k').data).toEqual(['slide']);
  });

  it('keeps the failure after the second try, and loads afresh when asked again', async () => {
    const load = vi.fn().mockRejectedValue(new Error('We could not reach Khabar.'));
    const done = resource.fetchResource('k', load);
    await vi.runAllTimersAsync();
    await done;
    expect(load).toHaveBeenCalledTimes(2);
    const failed = resource.readResource('k');
    expect(failed).toMatchObject({ isPending: false, isError: true, isFetching: false, data: undefined });
    expect(failed.error?.message).toBe('We could not reach Khabar.');

    load.mockImplementation(() => later('back'));
    const again = resource.fetchResource('k', load);
    // Nothing to show: loading again as the first time, not the old failure.
    expect(resource.readResource('k')).toMatchObject({ isPending: true, isError: false, error: null });
    await vi.runAllTimersAsync();
    await again;
    expect(resource.readResource('k')).toMatchObject({ data: 'back', isError: false });
  });

  it('keeps what it shows while a refresh fails', async () => {
    await resource.fetchResource('k', async () => 'first');
    const done = resource.fetchResource('k', () => Promise.reject(new Error('offline')));
    expect(resource.readResource('k')).toMatchObject({ data: 'first', isFetching: true });
    await vi.runAllTimersAsync();
    await done;
    expect(resource.readResource('k')).toMatchObject({ data: 'first', isError: true, isPending: false });
  });

  it('passes the answer it holds to load (a page appended to the earlier ones)', async () => {
    await resource.fetchResource<number[]>('k', async () => [1]);
    await resource.fetchResource<number[]>('k', async (held) => [...(held ?? []), 2]);
    expect(resource.readResource('k').data).toEqual([1, 2]);
  });

  it('waits, paused, while the browser is offline and asks when the connection is back', async () => {
    const events = new EventTarget();
    vi.stubGlobal('navigator', { onLine: false });
    vi.stubGlobal('window', events);
    const load = vi.fn(async () => 'list');
    const done = resource.fetchResource('k', load);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).not.toHaveBeenCalled();
    expect(resource.readResource('k')).toMatchObject({ isPending: true, isPaused: true, isFetching: false });
    vi.stubGlobal('navigator', { onLine: true });
    events.dispatchEvent(new Event('online'));
    await done;
    expect(load).toHaveBeenCalledTimes(1);
    expect(resource.readResource('k')).toMatchObject({ data: 'list', isPaused: false });
  });
});

describe('askAgainInLanguage', () => {
  it('lets go of answers no screen shows, so the next screen asks for them in the new language', async () => {
    await resource.fetchResource('near', async () => ['Aminia']);
    resource.writeResource('slides', ['one']);
    expect(resource.readResource('near').data).toEqual(['Aminia']);
    resource.askAgainInLanguage();
    expect(resource.readResource('near').data).toBeUndefined();
    expect(resource.readResource('slides').data).toBeUndefined();
    expect(resource.needsFetch('near', 60_000)).toBe(true);
  });

  it('keeps an answer still being asked for', async () => {
    let answer!: (v: string[]) => void;
    const asked = resource.fetchResource('near', () => new Promise<string[]>((r) => (answer = r)));
    resource.askAgainInLanguage();
    answer(['Aminia']);
    await asked;
    expect(resource.readResource('near').data).toEqual(['Aminia']);
  });
});

describe('needsFetch', () => {
  it('asks for what it does not hold, what failed and what is stale, never twice at once', async () => {
    expect(resource.needsFetch('k', 60_000)).toBe(true);
    const done = resource.fetchResource('k', () => later('x'));
    expect(resource.needsFetch('k', 60_000)).toBe(false);
    await vi.runAllTimersAsync();
    await done;
    const at = Date.now();
    expect(resource.needsFetch('k', 60_000, at + 60_000)).toBe(false);
    expect(resource.needsFetch('k', 60_000, at + 60_001)).toBe(true);
    expect(resource.needsFetch('k', Number.POSITIVE_INFINITY, at + 86_400_000)).toBe(false);

    const failing = resource.fetchResource('f', () => Promise.reject(new Error('no')));
    await vi.runAllTimersAsync();
    await failing;
    expect(resource.needsFetch('f', Number.POSITIVE_INFINITY)).toBe(true);
  });

  it('writeResource stores an answer as fresh', () => {
    resource.writeResource('k', { items: [1], nextPage: null });
    expect(resource.readResource('k')).toMatchObject({
      data: { items: [1], nextPage: null },
      isPending: false,
    });
    expect(resource.needsFetch('k', 1000)).toBe(false);
  });
});

describe('appendNextPage', () => {
  const pages: Record<number, { data: string[]; nextPage: number | null }> = {
    2: { data: ['c', 'd'], nextPage: 3 },
    3: { data: ['e'], nextPage: null },
  };

  it('appends the page after those held, and stops at the last', async () => {
    resource.writeResource('list', { items: ['a', 'b'], pages: 1, nextPage: 2 });
    const loadPage = vi.fn(async (n: number) => pages[n]!);
    await resource.appendNextPage('list', loadPage);
    expect(resource.readResource('list').data).toEqual({
      items: ['a', 'b', 'c', 'd'],
      pages: 2,
      nextPage: 3,
    });
    await resource.appendNextPage('list', loadPage);
    expect(resource.readResource('list').data).toEqual({
      items: ['a', 'b', 'c', 'd', 'e'],
      pages: 3,
      nextPage: null,
    });
    await resource.appendNextPage('list', loadPage);
    expect(loadPage.mock.calls).toEqual([[2], [3]]);
  });

  it('keeps what is shown when the next page fails', async () => {
    resource.writeResource('list', { items: ['a'], pages: 1, nextPage: 2 });
    await expect(
      resource.appendNextPage('list', () => Promise.reject(new Error('We could not reach Khabar.'))),
    ).rejects.toThrow('We could not reach Khabar.');
    expect(resource.readResource('list')).toMatchObject({
      data: { items: ['a'], pages: 1, nextPage: 2 },
      isError: false,
    });
  });
});

describe('loadPagesAgain', () => {
  const fresh: Record<number, { data: string[]; nextPage: number | null }> = {
    1: { data: ['A', 'B'], nextPage: 2 },
    2: { data: ['C'], nextPage: 3 },
    3: { data: ['D'], nextPage: null },
  };
  const loadPage = () => vi.fn(async (n: number) => fresh[n]!);

  it('loads the first page of a list it holds nothing of', async () => {
    const load = loadPage();
    expect(await resource.loadPagesAgain(load, undefined)).toEqual({
      items: ['A', 'B'],
      pages: 1,
      nextPage: 2,
    });
    expect(load.mock.calls).toEqual([[1]]);
  });

  it('loads as many pages again as the list held, fresh, in order', async () => {
    const load = loadPage();
    const held = { items: ['a', 'b', 'c'], pages: 2, nextPage: 3 };
    expect(await resource.loadPagesAgain(load, held)).toEqual({
      items: ['A', 'B', 'C'],
      pages: 2,
      nextPage: 3,
    });
    expect(load.mock.calls).toEqual([[1], [2]]);
  });

  it('stops at the last page when the list has become shorter', async () => {
    const load = vi.fn(async (n: number) => (n === 1 ? { data: ['A'], nextPage: null } : fresh[n]!));
    const held = { items: ['a', 'b', 'c', 'd'], pages: 3, nextPage: null };
    expect(await resource.loadPagesAgain(load, held)).toEqual({ items: ['A'], pages: 1, nextPage: null });
    expect(load.mock.calls).toEqual([[1]]);
  });

  it('fails as a whole when a page fails, so the cache keeps what it showed', async () => {
    const load = vi.fn(async (n: number) => {
      if (n === 2) throw new Error('We could not reach Khabar.');
      return fresh[n]!;
    });
    await expect(
      resource.loadPagesAgain(load, { items: ['a', 'b', 'c'], pages: 2, nextPage: 3 }),
    ).rejects.toThrow('We could not reach Khabar.');
  });
});
