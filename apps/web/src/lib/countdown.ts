import { plural } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { serverNow } from './server-clock.ts';

/** '1:05' for 65 s left; '0:00' once passed (a countdown never goes negative). */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** How a countdown reads aloud: '1 minute 5 seconds', '40 seconds'. */
export function spokenCountdown(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  const parts = [];
  if (m > 0) parts.push(plural(m, { one: '# minute', other: '# minutes' }));
  if (s > 0 || m === 0) parts.push(plural(s, { one: '# second', other: '# seconds' }));
  return parts.join(' ');
}

/**
 * Milliseconds left until `deadline` (an ISO instant), ticking every second while there is time left;
 * null without a deadline. Counted on the server's clock, which decides whether the window is open.
 */
export function useMsLeft(deadline: string | null | undefined): number | null {
  const target = deadline ? Date.parse(deadline) : Number.NaN;
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (Number.isNaN(target)) return;
    setNow(serverNow());
    const t = setInterval(() => {
      const n = serverNow();
      setNow(n);
      if (n >= target) clearInterval(t);
    }, 1000);
    return () => clearInterval(t);
  }, [target]);
  return Number.isNaN(target) ? null : Math.max(0, target - now);
}
