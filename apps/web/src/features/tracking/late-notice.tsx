import { useEffect, useState } from 'react';
import { serverNow } from '../../lib/server-clock.ts';
import type { TrackingSnapshot } from './api/get-order-tracking.ts';
import { lateNoticeWords } from './late-notice-words.ts';
import css from './tracking.module.css';

/** How often the notice looks at the clock: it only needs to notice the promised time passing. */
const LOOK_EVERY_MS = 5_000;

/**
 * The promise kept (decision 044), in a polite live region that is always there (so a change is
 * announced) and whose words change only when the situation does, never with the clock's ticks; on the
 * server's clock, like the countdown.
 */
export function LateNotice({ order }: { order: TrackingSnapshot }) {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    const tick = setInterval(() => setNow(serverNow()), LOOK_EVERY_MS);
    return () => clearInterval(tick);
  }, []);
  const words = lateNoticeWords(order, now);
  return (
    <p role="status" className={words ? `${css.lateNotice} small` : undefined}>
      {words}
    </p>
  );
}
