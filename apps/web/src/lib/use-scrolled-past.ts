import { useSyncExternalStore } from 'react';

/** Whether the page is scrolled further down than `px` (the menu header shrinks past 25 px). */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    (notify) => {
      window.addEventListener('scroll', notify, { passive: true });
      return () => window.removeEventListener('scroll', notify);
    },
    () => window.scrollY > px,
    () => false,
  );
}
