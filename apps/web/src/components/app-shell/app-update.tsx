import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLocation } from '../../lib/router/router.tsx';
import { Button } from '../ui/button.tsx';
import css from './app-update.module.css';
import { isCalmMoment } from './calm-moment.ts';

/** How long a tapped "Update" waits for the new version to take over before it reloads the page anyway. */
const UPDATE_RELOAD_AFTER_MS = 4000;

/** Registers the service worker once the page has loaded: nothing of it competes with the first view. */
function registerWorker(onWaiting: (worker: ServiceWorker) => void) {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = async () => {
    const registration = await navigator.serviceWorker.register('/sw.js', { updateViaCache: 'none' });
    // A new version only waits when an old one controls the page (the first install just starts).
    const waitingNow = () => {
      if (registration.waiting && navigator.serviceWorker.controller) onWaiting(registration.waiting);
    };
    waitingNow();
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed') waitingNow();
      });
    });
  };
  const start = () => void register().catch(() => undefined);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * The service worker's side of the page (decision 050): registered after load, and a new version
 * offered with "Update" only at a calm moment, never in the cart or the checkout. It waits until the
 * customer taps it; then the new worker takes over and the page reloads once.
 */
export function AppUpdate() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const [updating, setUpdating] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => registerWorker(setWaiting), []);
  if (!waiting || !isCalmMoment(pathname)) return null;
  const update = async () => {
    setUpdating(true);
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
    // Nothing waiting or installing any more: the new version has already taken over (the browser may
    // activate it between two pages), and a reload is all that is left to do.
    if (registration && !registration.waiting && !registration.installing) return window.location.reload();
    // The version waiting now: a newer one installed since the offer replaces the one offered, which
    // is then redundant and would never take over. One still installing (each page load registers the
    // worker again) would replace the one told in turn: it is told too, and takes over once installed.
    const skipWaiting = (worker: ServiceWorker | null | undefined) =>
      worker?.postMessage({ type: 'SKIP_WAITING' });
    skipWaiting(registration?.waiting ?? waiting);
    skipWaiting(registration?.installing);
    registration?.addEventListener('updatefound', () => skipWaiting(registration.installing));
    // The browser activates the new version only once the old one has nothing in flight for this page;
    // seen in Chromium to wait on and on (about one tap in ten in the update test). The tap always ends
    // in a reload: leaving the page ends what it held open, and the new version takes over then.
    window.setTimeout(() => window.location.reload(), UPDATE_RELOAD_AFTER_MS);
  };
  return (
    <div className={css.bar} role="status">
      <p className={css.text}>
        <Trans>A new version of the app is ready.</Trans>
      </p>
      <Button size="small" busy={updating} onClick={() => void update()}>
        <Trans>Update</Trans>
      </Button>
    </div>
  );
}
