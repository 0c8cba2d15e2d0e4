// The browser's history as the app reads it: each entry carries its own state, a key and its index in
// this visit (`idx`, which go-back.ts reads to know whether there is a screen to go back to; the
// same shape react-router wrote, so entries made before an update still read right).
import { createListeners } from '../listeners.ts';
import { rememberScroll } from './scroll-positions.ts';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
  /**
   * How this entry was reached: the page loaded on it (a visit, a reload), a link or redirect (push,
   * replace), Back or Forward (pop), or the browser's own move to a `#fragment` of the page.
   */
  action: NavigationAction;
}

type NavigationAction = 'load' | 'push' | 'replace' | 'pop' | 'fragment';

interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

const entryState = () => (window.history.state as Partial<EntryState> | null) ?? {};

let lastAction: NavigationAction = 'load';

export function readLocation(): Location {
  const { usr = null, key = 'default' } = entryState();
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: usr, key, action: lastAction };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

// The first entry of a visit gets an index, so the next push is 1, and a key of its own: an address
// typed in the same tab opens a new entry with no state, which must not find the place noted for the
// entry before it (a menu opened at the list's old scroll position). A reload keeps the entry's state,
// so it finds its own place again.
if (typeof window !== 'undefined' && entryState().idx === undefined) {
  window.history.replaceState({ ...entryState(), usr: entryState().usr ?? null, key: newKey(), idx: 0 }, '');
}

const { notify, subscribe } = createListeners();
// The entry on screen: its place on the page is noted as it is left (scroll-positions.ts).
let shownKey = typeof window === 'undefined' ? 'default' : (entryState().key ?? 'default');
const leaving = () => rememberScroll(shownKey);
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    // Restoring is the app's (scroll-positions.ts): so the page is still where it was left here.
    leaving();
    const { key } = entryState();
    // A `#fragment` link makes an entry of the browser's own, without state: it scrolled there itself.
    lastAction = key === undefined ? 'fragment' : 'pop';
    shownKey = key ?? shownKey;
    notify();
  });
  // A reload, a closed tab or one the phone discards in the background: its place is kept too.
  window.addEventListener('pagehide', leaving);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && leaving());
}

/** Called after every change of entry: a link, a redirect, back or forward. */
export const listen = subscribe;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

const pathOf = (l: { pathname: string; search: string; hash: string }) => l.pathname + l.search + l.hash;

/** Goes to `to` (a path from the root), or `delta` entries back or forward. */
export function go(to: string | number, options: NavigateOptions = {}): void {
  if (typeof to === 'number') {
    window.history.go(to);
    return;
  }
  const url = new URL(to, window.location.href);
  const next = pathOf(url);
  // The same address again replaces the entry, as a second tap on a tab should not add one.
  const replace = options.replace ?? next === pathOf(window.location);
  const idx = entryState().idx ?? 0;
  const entry: EntryState = { usr: options.state ?? null, key: newKey(), idx: replace ? idx : idx + 1 };
  leaving();
  if (replace) window.history.replaceState(entry, '', next);
  else window.history.pushState(entry, '', next);
  lastAction = replace ? 'replace' : 'push';
  shownKey = entry.key;
  notify();
}
