// The live streams of decision 010, read with fetch (the session token travels in the Authorization
// header like every other call, never in a URL; Last-Event-ID is a header too). Reconnects by itself
// with back-off, resumes after the last event it saw, notices a silent connection by the missing
// heartbeats, and tells the screen when streams are not working so it can poll instead.
import type { StreamEvent } from '@khabar/domain/contracts/streams/stream-event';
import { createSseParser } from '@khabar/domain/streams/sse-parser';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { storedToken } from './api-client.ts';

/**
 * connecting: first attempt; live: open and hearing heartbeats; reconnecting: dropped, trying again;
 * offline: the browser says there is no network; unavailable: streams do not work here (no fetch
 * streaming, or several attempts failed in a row) - poll meanwhile; it keeps trying in the background.
 */
export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'offline' | 'unavailable';

export interface EventStreamOptions {
  /** Resume after this event id (a screen that just loaded the state passes its last_event_id). */
  lastEventId?: number | null;
  onEvent: (event: StreamEvent) => void;
  /** Each time a connection opens (first or again): a screen reloads what it shows. */
  onOpen?: () => void;
  onState?: (state: StreamState) => void;
}

/** The server sends a heartbeat at most every 25 s; this much silence means the connection is dead. */
const SILENCE_MS = 45_000;
const BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 15_000];
/** Failed attempts in a row (without ever opening) before the screen is told to poll instead. */
const FAILURES_BEFORE_UNAVAILABLE = 3;

const canStream = () =>
  typeof fetch === 'function' && typeof ReadableStream === 'function' && 'body' in Response.prototype;

/**
 * Opens `/api/<path>` as an event stream; returns the function that closes it for good. Screens use
 * useEventStream; a screen that loads this module only after its first paint (the menu) calls it.
 */
export function openEventStream(path: string, options: EventStreamOptions): () => void {
  let lastId = options.lastEventId ?? null;
  let failures = 0;
  let stopped = false;
  let abort: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let state: StreamState | null = null;
  const setState = (next: StreamState) => {
    if (next !== state) {
      state = next;
      options.onState?.(next);
    }
  };

  const scheduleRetry = () => {
    if (stopped) return;
    failures++;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) setState('offline');
    else setState(failures >= FAILURES_BEFORE_UNAVAILABLE ? 'unavailable' : 'reconnecting');
    const wait = BACKOFF_MS[Math.min(failures - 1, BACKOFF_MS.length - 1)]!;
    retry = setTimeout(connect, wait);
  };

  async function connect() {
    clearTimeout(retry);
    if (stopped) return;
    const controller = new AbortController();
    abort = controller;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const hearing = () => {
      clearTimeout(silence);
      silence = setTimeout(() => controller.abort(), SILENCE_MS);
    };
    try {
      const headers: Record<string, string> = { accept: 'text/event-stream' };
      const token = storedToken();
      if (token) headers.authorization = `Bearer ${token}`;
      if (lastId !== null) headers['last-event-id'] = String(lastId);
      const res = await fetch(`/api/${path}`, { headers, signal: controller.signal, cache: 'no-store' });
      if (res.status === 401 || res.status === 404) {
        // Not this user's (or logged out): trying again changes nothing.
        stopped = true;
        setState('unavailable');
        return;
      }
      if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      const parser = createSseParser();
      failures = 0;
      setState('live');
      options.onOpen?.();
      hearing();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        hearing();
        for (const frame of parser.push(value)) {
          let event: StreamEvent;
          try {
            event = JSON.parse(frame.data) as StreamEvent;
          } catch {
            continue;
          }
          if (frame.id !== null && /^\d+$/.test(frame.id)) lastId = Number(frame.id);
          options.onEvent(event);
        }
      }
    } catch {
      // Dropped, refused or aborted: below.
    } finally {
      clearTimeout(silence);
    }
    if (abort === controller && !stopped) scheduleRetry();
  }

  const online = () => {
    if (stopped) return;
    failures = 0;
    const stale = abort;
    abort = null;
    stale?.abort();
    void connect();
  };
  // The connection is as good as gone: drop it now rather than wait for the heartbeat to go missing;
  // 'online' reconnects at once and the server replays what was missed.
  const offline = () => {
    if (stopped) return;
    clearTimeout(retry);
    const dropped = abort;
    abort = null;
    dropped?.abort();
    setState('offline');
    // In case the browser never says 'online' again, try now and then all the same.
    retry = setTimeout(connect, BACKOFF_MS[BACKOFF_MS.length - 1]);
  };

  if (!canStream()) {
    setState('unavailable');
    return () => {};
  }
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  setState('connecting');
  void connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    abort?.abort();
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
}

/**
 * A screen's stream: open while `path` is set, closed on unmount. Returns the connection state; the
 * callbacks may change between renders without reconnecting.
 */
export function useEventStream(path: string | null, options: EventStreamOptions): StreamState {
  const [state, setState] = useState<StreamState>('connecting');
  const latest = useRef(options);
  latest.current = options;
  // lastEventId only matters when a path is (re)opened: later ids are the stream's own business.
  useEffect(() => {
    if (!path) return;
    return openEventStream(path, {
      lastEventId: latest.current.lastEventId,
      onEvent: (e) => latest.current.onEvent(e),
      onOpen: () => latest.current.onOpen?.(),
      onState: (next) => {
        setState(next);
        latest.current.onState?.(next);
      },
    });
  }, [path]);
  return state;
}

/**
 * @public The consoles' lists switch to it from polling (decision 010).
 * For a list that must follow orders (a console, the captain's trip): reloads the given queries on
 * every event and whenever the stream (re)opens. Returns whether the stream is live: poll when not,
 * e.g. `...liveRefresh(!live)`.
 */
export function useRefetchOnEvents(path: string | null, queryKeys: readonly (readonly unknown[])[]): boolean {
  const queryClient = useQueryClient();
  const reload = () => void reloadQueries({ queryClient, queryKeys });
  const state = useEventStream(path, {
    onEvent: (e) => {
      // A rider's position changes no list.
      if (e.type !== 'position') reload();
    },
    onOpen: reload,
  });
  return state === 'live';
}

/**
 * Asks for the queries again after an event. A first load still in flight may have been read before
 * the event, or before the stream was open: invalidating alone would join it (TanStack Query restarts a
 * fetch in flight only once the query has data), and the console's first list missed an order placed in
 * that window until the next event (a slow machine's CI run showed an empty board for 12 s). So a fetch
 * in flight is cancelled, then asked again.
 */
export async function reloadQueries({
  queryClient,
  queryKeys,
}: {
  queryClient: QueryClient;
  queryKeys: readonly (readonly unknown[])[];
}): Promise<void> {
  await Promise.all(
    queryKeys.map(async (queryKey) => {
      await queryClient.cancelQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey });
    }),
  );
}
