// Where the page was scrolled in each history entry of this tab, so that Back, Forward and a reload
// come back to the same place (issue 23: Back from a menu put the list at 469 px instead of 1,500).
// The browser's own restoring cannot do it here: it runs when the entry changes, while the screen
// still shows the page being left (a transition, decision 019), or before the list has arrived (a
// reload), and the first page it meets is too short; then the app's scroll to the top came after it.
// So the app keeps the positions itself (history.scrollRestoration = 'manual') and puts the page back
// once the entry's page is shown, as soon as the page is long enough.
import { useLayoutEffect, useRef } from 'react';

const STORE_KEY = 'scrollPositions';
/** Entries kept in sessionStorage: a visit's recent screens, not its whole history. */
const KEPT = 60;
/** How long a restore waits for the page to grow long enough (its list arriving). */
const WAIT_MS = 5_000;

function readStored(): Map<string, number> {
  try {
    return new Map(Object.entries(JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}') as object));
  } catch {
    return new Map();
  }
}

const positions = typeof window === 'undefined' ? new Map<string, number>() : readStored();

function store() {
  try {
    const recent = [...positions].slice(-KEPT);
    sessionStorage.setItem(STORE_KEY, JSON.stringify(Object.fromEntries(recent)));
  } catch {
    // Storage full or refused: positions are still kept for this page's life.
  }
}

/** Notes the page's place for the entry `key` as it is left. */
export function rememberScroll(key: string) {
  positions.delete(key);
  positions.set(key, Math.round(window.scrollY));
  store();
}

if (typeof window !== 'undefined') {
  window.history.scrollRestoration = 'manual';
}

/**
 * How long the page must stay at `y` before the restore lets go: a header that folds once the page is
 * scrolled past it (the menu's logo shrinks over 0.2 s) shortens the page above, and the browser's
 * scroll anchoring moves the place by the fold as it goes (40 px on the menu after a reload).
 */
const STEADY_MS = 350;

/** Scrolls to `y`, again each frame while the page is too short for it, until the person scrolls. */
function scrollBackTo(y: number): () => void {
  const started = performance.now();
  let frame = 0;
  let reached: number | null = null;
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const e of events) window.removeEventListener(e, stop, true);
  };
  for (const e of events) window.addEventListener(e, stop, { capture: true, passive: true });
  const step = () => {
    const now = performance.now();
    if (Math.abs(window.scrollY - y) > 1) window.scrollTo(0, y);
    reached = Math.abs(window.scrollY - y) <= 1 ? (reached ?? now) : null;
    if ((reached !== null && now - reached >= STEADY_MS) || now - started > WAIT_MS) stop();
    else frame = requestAnimationFrame(step);
  };
  step();
  return stop;
}

/**
 * The scrolling of route changes: a new page starts at the top; Back, Forward and a reload go back
 * to where that entry was left; a change of the query on the same page, or the browser's move to a
 * `#fragment`, leaves the page where it is.
 */
export function useScrollRestoration({
  key,
  pathname,
  action,
}: {
  key: string;
  pathname: string;
  action: string;
}) {
  const shownPath = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per entry shown, whatever else changes
  useLayoutEffect(() => {
    const before = shownPath.current;
    shownPath.current = pathname;
    if (action === 'pop' || action === 'load') {
      const y = positions.get(key);
      if (y !== undefined) return scrollBackTo(y);
      if (action === 'pop' && before !== pathname) window.scrollTo(0, 0);
    } else if (action !== 'fragment' && before !== pathname) {
      window.scrollTo(0, 0);
    }
  }, [key]);
}
