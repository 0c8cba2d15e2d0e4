import { RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { hasErrorCode } from '../../lib/api-client.ts';
import css from './admin.module.css';
import { plainWords } from './server-problem.ts';

/**
 * Why a save did not happen, in the server's plain words. A 409 means someone else saved first (or the
 * thing changed state meanwhile): nothing was overwritten, and the latest is offered to start again from.
 */
export function SaveProblem({
  error,
  onReload,
  prefix = 'Not saved',
  focusOnShow = false,
}: {
  error: Error | null;
  onReload: () => void;
  prefix?: string;
  /** For a form whose busy button lost the focus: it comes here, to the way out. */
  focusOnShow?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!error || !focusOnShow) return;
    (ref.current?.querySelector('button') ?? ref.current)?.focus();
  }, [error, focusOnShow]);
  if (!error) return null;
  const stale = hasErrorCode(error, 'CONFLICT') || hasErrorCode(error, 'NOT_FOUND');
  return (
    <div className={css.problem} role="alert" ref={ref} tabIndex={-1}>
      <p>
        {prefix}: {plainWords(error.message)}
      </p>
      {stale && (
        <Button variant="outline" size="small" onClick={onReload}>
          <RotateCcw aria-hidden size={16} /> Reload the latest
        </Button>
      )}
    </div>
  );
}
