import { useCallback, useEffect, useState } from 'react';
import css from './snackbar.module.css';

const SNACKBAR_MS = 6000;

/** A short message at the bottom of the screen for 6 s, read out by screen readers; errors in red. */
export function useSnackbar() {
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
    >
      {note?.text}
    </div>
  );
  return { show, element };
}
