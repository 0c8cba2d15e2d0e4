import { Trans } from '@lingui/react/macro';
import { useOnline } from '../../lib/use-online.ts';

/** A strip on every screen while the connection is gone; what was waiting carries on when it is back. */
export function OfflineNotice() {
  if (useOnline()) return null;
  return (
    <p className="offline-notice" role="status">
      <Trans>You are offline. We will carry on when the connection is back.</Trans>
    </p>
  );
}
