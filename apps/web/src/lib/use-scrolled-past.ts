import { useSyncExternalStore } from 'react';
import { createListeners } from './listeners.ts';

// Where the last scroll event left the page. Reading window.scrollY in a render, after the render has
// changed the page, makes the browser lay the whole page out there and then: on the menu's first
// render that forced layout was 90 ms of a 4x slower CPU (issue 29). In a scroll event the layout is
// already done, and this module is read when its screen's chunk loads, before that screen renders.
let scrollY = typeof window === 'undefined' ? 0 : window.scrollY;
const { notify, subscribe } = createListeners();
if (typeof window !== 'undefined') {
  window.addEventListener(
    'scroll',
    () => {
      scrollY = window.scrollY;
      notify();
    },
    { passive: true },
  );
}

/** Whether the page is scrolled further down than `px` (the menu header shrinks past 25 px). */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => scrollY > px,
    () => false,
  );
}
