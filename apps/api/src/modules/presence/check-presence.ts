// Is a person at this console now (decision 027)? The demo autopilot asks before it plays anyone.
import { type Db, schema } from '@khabar/db';
import { and, eq, gt } from 'drizzle-orm';
import type { Presence } from './record-presence.ts';

const cp = schema.consolePresence;

export async function checkPresence(input: { db: Db; now: () => Date; who: Presence }): Promise<boolean> {
  const [row] = await input.db
    .select({ id: cp.subjectId })
    .from(cp)
    .where(
      and(eq(cp.kind, input.who.kind), eq(cp.subjectId, input.who.id), gt(cp.presentUntil, input.now())),
    );
  return Boolean(row);
}
