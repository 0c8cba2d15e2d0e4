import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';
import css from './menu-editor.module.css';

/**
 * Why a save did not happen, in the server's words (in the screen's language: the server answers in
 * it). A 409 means someone else saved first:
 * nothing was overwritten, and the editor offers the latest to start again from.
 */
export function SaveProblem({
  error,
  onReload,
  id,
  prefix,
  focusOnShow = false,
}: {
  error: Error | null;
  onReload: () => void;
  id?: string;
  /** What did not happen ("Photo not saved"). */
  prefix?: string;
  /** For a form whose busy submit button lost the focus: it comes here, to the way out. */
  focusOnShow?: boolean;
}) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!error || !focusOnShow) return;
    (ref.current?.querySelector('button') ?? ref.current)?.focus();
  }, [error, focusOnShow]);
  if (!error) return null;
  // Someone else saved first, or removed what this was about: the latest is what to start again from.
  const stale = hasErrorCode(error, 'CONFLICT') || hasErrorCode(error, 'NOT_FOUND');
  return (
    <div className={css.problem} role="alert" id={id} ref={ref} tabIndex={-1}>
      <p>
        {prefix ?? t`Not saved`}: {error.message}
      </p>
      {stale && (
        <Button variant="outline" size="small" onClick={onReload}>
          <Trans>Reload the latest</Trans>
        </Button>
      )}
    </div>
  );
}
