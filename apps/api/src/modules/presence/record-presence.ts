// A person is at a console (decision 027): their open console stream, or an action of theirs, keeps
// them present until a moment on the app's clock. The moment only ever moves later: a second tab's
// stream or a shorter signal never cuts a longer one short. One row per restaurant or captain, in the
// database, so every API process (WEB_CONCURRENCY) answers the same.
import { type Db, schema } from '@khabar/db';
import { sql } from 'drizzle-orm';

/** A restaurant's staff (by restaurant id) or a captain (by delivery partner id). */
export interface Presence {
  kind: 'restaurant' | 'captain';
  id: number;
}

/** An open console stream writes this often... */
export const PRESENCE_REFRESH_MS = 15_000;
/** ...and is present this long after each write: a closed console is gone within 45 s. */
export const STREAM_PRESENCE_MS = 45_000;
/** A step, a switch or a list read by a person: they are there for the next few minutes. */
export const ACTION_PRESENCE_MS = 5 * 60_000;

const cp = schema.consolePresence;

export async function recordPresence(input: {
  db: Db;
  now: () => Date;
  who: Presence;
  forMs: number;
}): Promise<void> {
  const until = new Date(input.now().getTime() + input.forMs);
  await input.db
    .insert(cp)
    .values({ kind: input.who.kind, subjectId: input.who.id, presentUntil: until })
    .onConflictDoUpdate({
      target: [cp.kind, cp.subjectId],
      set: { presentUntil: sql`greatest(${cp.presentUntil}, excluded.present_until)` },
    });
}
