import { useCallback, useEffect, useState } from 'react';

const SNACKBAR_MS = 6000;

/** A short message at the bottom of the screen for 6 s, read out by screen readers. */
export function useSnackbar() {
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!message) return;
    const t = setTimeout(() => setMessage(''), SNACKBAR_MS);
    return () => clearTimeout(t);
  }, [message]);
  const show = useCallback((text: string) => setMessage(text), []);
  const element = (
    <div className="snackbar" role="status" aria-live="polite" data-open={message ? 'true' : 'false'}>
      {message}
    </div>
  );
  return { show, element };
}
