import type { NavigateFunction } from './router/router.tsx';

/**
 * Back to the previous screen of this visit; on a page opened directly (a shared link, a new tab) there
 * is none, and going back would leave the site (about:blank), so go to `fallback` instead.
 */
export function goBack(navigate: NavigateFunction, fallback = '/restaurants') {
  if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
  else navigate(fallback);
}
