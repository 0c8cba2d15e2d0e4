import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { ageWords } from '../../lib/offline-query.ts';
import { useOnline } from '../../lib/use-online.ts';

/**
 * Offline, over a screen drawn from what it kept (decision 050): how old it is, read-only. Nothing
 * online, where the screen is current.
 */
export function LastUpdated({ at }: { at: number }) {
  const online = useOnline();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (online) return;
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(tick);
  }, [online]);
  if (online || at <= 0) return null;
  const age = ageWords(now - at);
  return (
    <p className="last-updated" role="status">
      <Trans>Last updated {age}</Trans>
    </p>
  );
}
