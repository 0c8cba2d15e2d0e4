// How a screen that must follow an order as it moves (the consoles' lists, the captain's trip, the
// customer's order) stays fresh: their event stream (lib/event-stream.ts) reloads them, and they poll
// only while the stream is down. Each live list is one hook that spreads `liveRefresh(!live)`.

/** Poll period of live lists: a new order shows within ~5 s, cheap enough for a phone on 4G. */
export const LIVE_POLL_MS = 5_000;

/** TanStack Query options that keep a live list fresh (polling, also while the tab is in the background,
 * so a restaurant's tablet hears a new order with the console behind another window). */
export const liveRefresh = (enabled = true) =>
  ({
    refetchInterval: enabled ? LIVE_POLL_MS : false,
    refetchIntervalInBackground: enabled,
    refetchOnWindowFocus: enabled,
    staleTime: 0,
  }) as const;
