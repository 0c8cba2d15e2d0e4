// The chime of a new order (console) or a new offer (captain), made with WebAudio: nothing to
// download. Browsers keep audio suspended until the person touches the page; useSoundUnlock resumes it
// on the first tap or key and says whether it is still blocked.
import { useEffect, useState } from 'react';

let ctx: AudioContext | null = null;

function context(): AudioContext | null {
  if (ctx) return ctx;
  const Ctor =
    window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return null;
  ctx = new Ctor();
  return ctx;
}

/** 'running' when a chime can be heard, 'suspended' while the browser waits for a tap, or 'none'. */
const soundState = (): AudioContextState | 'none' => context()?.state ?? 'none';

/** Lets the chime play from now on (call it from a tap or a key press). */
export async function unlockSound(): Promise<void> {
  await context()
    ?.resume()
    .catch(() => undefined);
}

/** Two short rising tones, loud enough over a kitchen, about half a second in all. */
export function playChime(): void {
  const c = context();
  if (c?.state !== 'running') return;
  const start = c.currentTime + 0.02;
  for (const [i, freq] of [880, 1320].entries()) {
    const osc = c.createOscillator();
    const gain = c.createGain();
    osc.type = 'sine';
    osc.frequency.value = freq;
    const t = start + i * 0.22;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.5, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.2);
    osc.connect(gain).connect(c.destination);
    osc.start(t);
    osc.stop(t + 0.21);
  }
}

/** Resumes the audio on the page's first tap or key; true while the browser still blocks it. */
export function useSoundUnlock(): boolean {
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    const check = () => setBlocked(soundState() === 'suspended');
    const unlock = () => void unlockSound().then(check);
    check();
    window.addEventListener('pointerdown', unlock);
    window.addEventListener('keydown', unlock);
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, []);
  return blocked;
}
