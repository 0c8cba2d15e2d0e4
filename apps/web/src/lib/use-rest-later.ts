import { useDeferredValue, useMemo } from 'react';

const NONE: readonly never[] = [];

/**
 * A long list in two parts: the first `first` items render with the page, the rest in a render of its
 * own that React splits into small slices (a deferred value's render is interruptible), so a slow
 * phone paints the first screenful without one long task creating every card first (issue 29). While
 * a changed rest is on its way (a filter, a refetch), the items of the old rest that are still in the
 * new one stay shown: the page keeps its length (and the reader their place), and no item shows twice
 * or after it left the list.
 */
export function useRestLater<T>(
  list: readonly T[],
  first: number,
  key: (item: T) => unknown,
): { now: readonly T[]; later: readonly T[] } {
  const now = useMemo(() => list.slice(0, first), [list, first]);
  const rest = useMemo(() => (list.length > first ? list.slice(first) : NONE), [list, first]);
  const deferred = useDeferredValue(rest, NONE);
  const later = useMemo(() => {
    if (deferred === rest) return rest;
    const wanted = new Set(rest.map(key));
    return deferred.filter((item) => wanted.has(key(item)));
  }, [deferred, rest, key]);
  return { now, later };
}
