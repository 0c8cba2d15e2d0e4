/**
 * The list with `id` one place earlier (`by` -1) or later (+1): the order a move button sends. Null
 * when the id is already at that end or not in the list, so there is nothing to send.
 */
export function moveId<T>(ids: readonly T[], id: T, by: -1 | 1): T[] | null {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  next[from] = next[to] as T;
  next[to] = id;
  return next;
}
