import { useEffect, useRef, useState } from 'react';
import { serverNow } from '../../lib/server-clock.ts';
import { sendPosition } from './api/send-position.ts';
import { decideFix, type Fix, SEND_EVERY_MS } from './position-policy.ts';

export type ShareState =
  | { kind: 'off' }
  | { kind: 'unsupported' }
  | { kind: 'finding' }
  | { kind: 'denied' }
  | { kind: 'weak'; accuracy: number }
  | { kind: 'sharing'; sentAt: number; failed: boolean };

/**
 * While `active` (the captain is on a trip), watches the phone's position and sends accurate fixes
 * (position-policy.ts). A denied permission or a lost signal is reported, never an obstacle: the trip
 * works without it.
 */
export function useSharePosition(active: boolean): ShareState {
  const [state, setState] = useState<ShareState>({ kind: 'off' });
  const lastSent = useRef<Fix | null>(null);
  const latest = useRef<Fix | null>(null);

  useEffect(() => {
    if (!active) {
      setState({ kind: 'off' });
      return;
    }
    if (!('geolocation' in navigator)) {
      setState({ kind: 'unsupported' });
      return;
    }
    let stopped = false;
    setState({ kind: 'finding' });
    const send = (fix: Fix) => {
      lastSent.current = fix;
      sendPosition({ latitude: fix.latitude, longitude: fix.longitude, accuracy_m: fix.accuracy_m })
        // Stamped on the server's clock, like every other time on the trip card.
        .then(() => !stopped && setState({ kind: 'sharing', sentAt: serverNow(), failed: false }))
        // A lost request is not retried: the next fix is newer anyway.
        .catch(() => !stopped && setState((s) => (s.kind === 'sharing' ? { ...s, failed: true } : s)));
    };
    const consider = (fix: Fix, now: number) => {
      const decision = decideFix(lastSent.current, fix, now);
      if (decision === 'inaccurate') {
        if (!lastSent.current) setState({ kind: 'weak', accuracy: Math.round(fix.accuracy_m) });
        return;
      }
      latest.current = fix;
      if (decision === 'send') send(fix);
    };
    const watch = navigator.geolocation.watchPosition(
      (p) =>
        consider(
          {
            latitude: p.coords.latitude,
            longitude: p.coords.longitude,
            accuracy_m: p.coords.accuracy,
            at: p.timestamp,
          },
          p.timestamp,
        ),
      (err) => {
        if (err.code === err.PERMISSION_DENIED) setState({ kind: 'denied' });
        else if (!lastSent.current) setState({ kind: 'finding' });
      },
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
    );
    // A phone standing still may report no new fix for a while; the newest one kept goes out on time.
    const tick = setInterval(() => {
      if (latest.current) consider(latest.current, Date.now());
    }, SEND_EVERY_MS);
    return () => {
      stopped = true;
      navigator.geolocation.clearWatch(watch);
      clearInterval(tick);
    };
  }, [active]);

  return state;
}
