import type { StreamEvent } from '@khabar/domain/contracts/streams/stream-event';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type StreamState, useEventStream } from '../../../lib/event-stream.ts';

/**
 * At most one refresh a second however busy the city is: 2,000 orders in flight make several
 * events a second, and the board asks for its one page again, not once per event.
 */
const REFRESH_AT_MOST_EVERY_MS = 1_000;

/**
 * The operators' stream (GET admin/ops/events, decision 035): refreshes the given queries when an
 * order event arrives (and whenever the stream opens again), and hands live-only events (captain
 * positions, duty) to `onLive`. Returns the stream's state: poll while it is not 'live'.
 */
export function useOpsEvents({
  refresh,
  onLive,
  refreshOnLive = false,
}: {
  refresh: readonly (readonly unknown[])[];
  onLive?: (event: StreamEvent) => void;
  /** Live-only events refresh too (the map: a duty switch, a first position). */
  refreshOnLive?: boolean;
}): StreamState {
  const queryClient = useQueryClient();
  const keys = useRef(refresh);
  keys.current = refresh;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const last = useRef(0);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);
  const reload = () => {
    if (timer.current) return;
    const wait = Math.max(0, last.current + REFRESH_AT_MOST_EVERY_MS - Date.now());
    timer.current = setTimeout(() => {
      timer.current = null;
      last.current = Date.now();
      for (const queryKey of keys.current) void queryClient.invalidateQueries({ queryKey });
    }, wait);
  };
  return useEventStream('admin/ops/events', {
    onEvent: (e) => {
      if (e.id === null) onLive?.(e);
      if (e.id !== null || refreshOnLive) reload();
    },
    onOpen: reload,
  });
}
