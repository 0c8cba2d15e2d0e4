import { type ReactNode, useEffect, useState } from 'react';
import { queueAfterPaint } from '../../lib/after-paint-queue.ts';

/**
 * Items each later part holds. Two: with the CPU slowed ten times (a slow phone; decision 067), a part
 * of four cards was a 100-140 ms task with its layout, more than half of it blocking; parts of two cut
 * the list's long tasks from 17 to 11.
 */
const LATER_STEP = 2;

/**
 * Its children after a paint, in their turn (lib/after-paint-queue.ts): the first screenful of a long
 * list renders with the page and the rest in parts, each in a task of its own. Only the part that
 * turns ready renders then: the page around it and the parts before it are not rendered again.
 */
export function Later({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => (ready ? undefined : queueAfterPaint(() => setReady(true))), [ready]);
  return ready ? children : null;
}

/**
 * `items` rendered by `render`: the first `first` at once, the rest in parts of LATER_STEP. When the
 * list changes (a filter, a refetch), the parts already shown show the new items at once: the page
 * keeps its length and the reader their place.
 */
export function InParts<T>({
  items,
  first,
  render,
}: {
  items: readonly T[];
  first: number;
  render: (item: T) => ReactNode;
}) {
  const parts: ReactNode[] = [];
  for (let start = first; start < items.length; start += LATER_STEP) {
    parts.push(<Later key={start}>{items.slice(start, start + LATER_STEP).map(render)}</Later>);
  }
  return (
    <>
      {items.slice(0, first).map(render)}
      {parts}
    </>
  );
}
