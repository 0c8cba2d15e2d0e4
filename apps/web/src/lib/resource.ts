import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { LANGUAGE_CHANGED } from './i18n/languages.ts';
import { createListeners } from './listeners.ts';
import { keepCopy, offlineCopy } from './offline-copy.ts';

/*
 * A small cache for the answers the first screens and the shell need: the app's config, the promo
 * slides, the restaurants near a point and place suggestions. TanStack Query is 12 KB of gzip
 * JavaScript, an eighth of what a phone downloads before its first screen (decision 021): it comes
 * with the screens that need its mutations and invalidation, and these answers use this instead.
 * What it keeps of TanStack Query's behaviour there: one request per key at a time, an answer served
 * from memory while it is fresh and asked again after, one retry a second after a failure, a question
 * asked while offline waiting for the connection (paused) instead of failing, and a failed answer
 * asked again by the next screen that shows it.
 */

export interface ResourceState<T> {
  data: T | undefined;
  error: Error | null;
  /** No answer yet and no failure: loading, or paused while offline. */
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  /** Asked while offline: it is asked again by itself when the connection is back. */
  isPaused: boolean;
}

interface Entry<T> extends ResourceState<T> {
  /** When `data` arrived (Date.now()); 0 before. */
  at: number;
  /** `data` is the copy kept for offline reading (decision 050): asked again as soon as it can be. */
  kept?: boolean;
}

export const RETRY_DELAY_MS = 1000;
// Place suggestions make a key per word typed; the oldest answers nobody shows are let go.
const MAX_ENTRIES = 200;

const entries = new Map<string, Entry<unknown>>();
const inFlight = new Map<string, Promise<void>>();
const observers = new Map<string, number>();
// The last way each key was asked for, so a language switch can ask again for what is on screen.
const loaders = new Map<string, (held: unknown) => Promise<unknown>>();
const { notify, subscribe } = createListeners();

const EMPTY: Entry<never> = {
  data: undefined,
  error: null,
  isPending: true,
  isError: false,
  isFetching: false,
  isPaused: false,
  at: 0,
};

function update<T>(key: string, patch: Partial<Entry<T>>) {
  const next = { ...(entries.get(key) ?? EMPTY), ...patch } as Entry<T>;
  next.isPending = next.data === undefined && next.error === null;
  next.isError = next.error !== null;
  entries.delete(key);
  entries.set(key, next);
  if (entries.size > MAX_ENTRIES) {
    for (const old of entries.keys()) {
      if (entries.size <= MAX_ENTRIES) break;
      if (!observers.get(old) && !inFlight.has(old)) entries.delete(old);
    }
  }
  notify();
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;
const backOnline = () =>
  new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
const toError = (err: unknown) => (err instanceof Error ? err : new Error(String(err)));

/** What the cache holds for `key` now (an empty pending state when it holds nothing). */
export const readResource = <T>(key: string): Entry<T> => (entries.get(key) ?? EMPTY) as Entry<T>;

/** Puts an answer in the cache as if it had just arrived (a later page appended to the earlier ones). */
export const writeResource = <T>(key: string, data: T) =>
  update<T>(key, { data, error: null, at: Date.now() });

/**
 * Asks for `key`'s answer with `load` (given the answer held now), unless it is being asked already:
 * then it waits for that one. Never rejects: a failure is kept in the entry.
 */
export function fetchResource<T>(key: string, load: (held: T | undefined) => Promise<T>): Promise<void> {
  loaders.set(key, load as (held: unknown) => Promise<unknown>);
  const running = inFlight.get(key);
  if (running) return running;
  const run = (async () => {
    for (let attempt = 0; ; attempt++) {
      if (!isOnline()) {
        update<T>(key, { isFetching: false, isPaused: true });
        await backOnline();
      }
      const held = readResource<T>(key).data;
      // Asked again after a failure with nothing to show: loading again, as the first time.
      update<T>(key, { isFetching: true, isPaused: false, ...(held === undefined ? { error: null } : {}) });
      try {
        const data = await load(held);
        update<T>(key, { data, error: null, isFetching: false, at: Date.now(), kept: false });
        return;
      } catch (err) {
        if (attempt >= 1) {
          update<T>(key, { error: toError(err), isFetching: false });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      }
    }
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, run);
  return run;
}

/**
 * After a language switch (decision 060): what a screen shows is asked again in the new language (its
 * words stay until the answer comes), and what none shows is let go, to be asked afresh when shown.
 */
export function askAgainInLanguage(): void {
  for (const key of [...entries.keys()]) {
    const load = loaders.get(key);
    if ((observers.get(key) ?? 0) > 0 && load) {
      inFlight.delete(key);
      void fetchResource(key, load);
    } else if (!inFlight.has(key)) {
      entries.delete(key);
      loaders.delete(key);
    }
  }
  notify();
}
if (typeof window !== 'undefined') window.addEventListener(LANGUAGE_CHANGED, askAgainInLanguage);

/** Whether a screen that shows `key` should ask for it: nothing held, a failure, or older than staleMs. */
export function needsFetch(key: string, staleMs: number, now = Date.now()): boolean {
  if (inFlight.has(key)) return false;
  const entry = entries.get(key);
  return !entry || entry.data === undefined || !!entry.kept || now - entry.at > staleMs;
}

/**
 * The answer for `key` (null: nothing to ask yet), asked with `load` when the screen shows it and the
 * cache holds nothing fresh (staleMs, Infinity for what never changes while the app is open).
 * `keepPrevious` shows the last key's answer while the new one loads (suggestions as one types).
 */
export function useResource<T>(
  key: string | null,
  load: (held: T | undefined) => Promise<T>,
  {
    staleMs = 60_000,
    keepPrevious = false,
    offline = false,
  }: { staleMs?: number; keepPrevious?: boolean; offline?: boolean } = {},
): ResourceState<T> & { at: number; refetch: () => Promise<void> } {
  // Readable offline (decision 050): opened without a network, it starts from the copy it kept.
  if (offline && key !== null && !entries.has(key)) {
    const copy = offlineCopy<T>(key);
    if (copy) entries.set(key, { ...EMPTY, data: copy.data, isPending: false, at: copy.at, kept: true });
  }
  const entry = useSyncExternalStore(
    subscribe,
    () => (key === null ? EMPTY : readResource<T>(key)),
    () => EMPTY,
  ) as Entry<T>;
  // The key names everything load depends on; the latest load is used whenever it is asked.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    if (key === null) return;
    observers.set(key, (observers.get(key) ?? 0) + 1);
    if (needsFetch(key, staleMs)) void fetchResource<T>(key, (held) => loadRef.current(held));
    return () => {
      observers.set(key, (observers.get(key) ?? 1) - 1);
    };
  }, [key, staleMs]);
  useEffect(() => {
    if (offline && key !== null && entry.data !== undefined && !entry.kept)
      keepCopy(key, entry.data, entry.at);
  }, [offline, key, entry.data, entry.at, entry.kept]);
  const previous = useRef<T | undefined>(undefined);
  if (entry.data !== undefined) previous.current = entry.data;
  const refetch = useCallback(
    () => (key === null ? Promise.resolve() : fetchResource<T>(key, (held) => loadRef.current(held))),
    [key],
  );
  if (keepPrevious && entry.data === undefined && previous.current !== undefined) {
    return { ...entry, data: previous.current, refetch };
  }
  return { ...entry, refetch };
}

/** What a paged list holds: every item fetched so far, how many pages they came in, and the page after
 * them (null: no more). */
export interface PagedList<T> {
  items: T[];
  pages: number;
  nextPage: number | null;
}
type LoadPage<T> = (page: number) => Promise<{ data: T[]; nextPage: number | null }>;

/**
 * Loads a list again as far as it was read: the first page, then each next one until as many pages
 * as `held` has (or the last). A list asked again because something in it changed (a restaurant near
 * here closed) keeps the customer's place on its third page instead of falling back to the first.
 */
export async function loadPagesAgain<T>(
  loadPage: LoadPage<T>,
  held: PagedList<T> | undefined,
): Promise<PagedList<T>> {
  const want = Math.max(1, held?.pages ?? 1);
  let list: PagedList<T> = { items: [], pages: 0, nextPage: 1 };
  while (list.nextPage !== null && list.pages < want) {
    const page = await loadPage(list.nextPage);
    list = { items: [...list.items, ...page.data], pages: list.pages + 1, nextPage: page.nextPage };
  }
  return list;
}

/** Loads the page after those `key` holds and appends it; on a failure it rejects, holding what it held. */
export async function appendNextPage<T>(key: string, loadPage: LoadPage<T>): Promise<void> {
  const next = readResource<PagedList<T>>(key).data?.nextPage;
  if (next == null) return;
  const page = await loadPage(next);
  const held = readResource<PagedList<T>>(key).data;
  writeResource<PagedList<T>>(key, {
    items: [...(held?.items ?? []), ...page.data],
    pages: (held?.pages ?? 1) + 1,
    nextPage: page.nextPage,
  });
}

/**
 * A list that comes a page at a time: `data` is every item fetched so far and `fetchNextPage` brings
 * the next while `hasNextPage`. A failed later page keeps what is shown (isFetchNextPageError).
 */
export function usePagedResource<T>(
  key: string | null,
  loadPage: LoadPage<T>,
  options?: { staleMs?: number; offline?: boolean },
) {
  // Asked again (stale, a reconnect, a change pushed by the server), it reloads every page it holds.
  const first = useResource<PagedList<T>>(key, (held) => loadPagesAgain(loadPage, held), options);
  const [more, setMore] = useState<{
    key: string | null;
    state: 'idle' | 'loading' | 'failed';
    error?: Error;
  }>({ key, state: 'idle' });
  const moreState = more.key === key ? more.state : 'idle';
  const fetchNextPage = async () => {
    if (key === null || moreState === 'loading') return;
    setMore({ key, state: 'loading' });
    try {
      await appendNextPage(key, loadPage);
      setMore({ key, state: 'idle' });
    } catch (err) {
      setMore({ key, state: 'failed', error: toError(err) });
    }
  };
  return {
    ...first,
    data: first.data?.items,
    error: first.error ?? (moreState === 'failed' ? (more.error ?? null) : null),
    hasNextPage: (first.data?.nextPage ?? null) !== null,
    fetchNextPage,
    isFetchingNextPage: moreState === 'loading',
    isFetchNextPageError: moreState === 'failed',
  };
}
