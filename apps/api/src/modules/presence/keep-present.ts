// An open console stream keeps its person present (decision 027): written when it opens, again every
// PRESENCE_REFRESH_MS while it stays open. A write that fails is logged and tried at the next tick:
// the stream itself goes on.
import type { Db } from '@khabar/db';
import { PRESENCE_REFRESH_MS, type Presence, recordPresence, STREAM_PRESENCE_MS } from './record-presence.ts';

/** Starts keeping `who` present; call the answer to stop (when the stream closes). */
export function keepPresent(input: {
  db: Db;
  now: () => Date;
  who: Presence;
  onError: (err: unknown) => void;
}): () => void {
  const write = () =>
    recordPresence({ ...input, forMs: STREAM_PRESENCE_MS }).catch((err: unknown) => input.onError(err));
  void write();
  const timer = setInterval(write, PRESENCE_REFRESH_MS);
  timer.unref();
  return () => clearInterval(timer);
}
