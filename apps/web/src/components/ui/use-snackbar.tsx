import { useCallback, useEffect, useState } from 'react';
import css from './snackbar.module.css';

const SNACKBAR_MS = 6000;

/**
 * A short message at the bottom of the screen for 6 s, read out by screen readers; errors in red.
 * `low`: the screen has no bottom bar (login, sign-up), so the message sits near the bottom edge,
 * below the form's buttons, instead of where the bar would be.
 */
export function useSnackbar({ low = false }: { low?: boolean } = {}) {
  const [note, setNote] = useState<{ text: string; tone: 'info' | 'error' } | null>(null);
  useEffect(() => {
    if (!note) return;
    const t = setTimeout(() => setNote(null), SNACKBAR_MS);
    return () => clearTimeout(t);
  }, [note]);
  const show = useCallback((text: string, tone: 'info' | 'error' = 'info') => setNote({ text, tone }), []);
  const element = (
    <div
      className={css.snackbar}
      role="status"
      aria-live="polite"
      data-open={note ? 'true' : 'false'}
      data-tone={note?.tone ?? 'info'}
      data-low={low ? 'true' : undefined}
    >
      {note?.text}
    </div>
  );
  return { show, element };
}
