// The TanStack side of the offline copies (lib/offline-copy.ts, decision 050): it comes with the
// screens that use TanStack Query, never with the first screens.
import { t } from '@lingui/core/macro';
import { keepCopy, type OfflineCopy, offlineCopy } from './offline-copy.ts';

/**
 * A TanStack query's options for a screen readable offline: its first data is `first()` (an answer the
 * page brought), kept; or, offline, the kept copy with the time it arrived. `keep` keeps each answer.
 */
export function offlineQuery<T>(key: string, first?: () => T | undefined) {
  let copy: OfflineCopy<T> | undefined;
  return {
    initialData: (): T | undefined => {
      const brought = first?.();
      if (brought !== undefined) {
        keepCopy(key, brought);
        return brought;
      }
      copy = offlineCopy<T>(key);
      return copy?.data;
    },
    initialDataUpdatedAt: () => copy?.at,
  };
}

/** Keeps an answer as it passes: `.then(keep(key))`. */
export const keep =
  (key: string) =>
  <T>(data: T): T => {
    keepCopy(key, data);
    return data;
  };

/** "3 min ago": how old a copy is, in the words of the "Last updated" line. */
export function ageWords(ms: number): string {
  const min = Math.floor(Math.max(0, ms) / 60_000);
  if (min < 1) return t`just now`;
  if (min < 60) return t`${min} min ago`;
  const hours = Math.floor(min / 60);
  if (hours < 24) return t`${hours} h ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? t`yesterday` : t`${days} days ago`;
}
