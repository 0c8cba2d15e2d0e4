import type { Db } from '@khabar/db';
import { revokeSession } from '../../plugins/sessions.ts';

/** Ends this session only: the customer's other devices stay logged in. */
export async function logOut({ db, sessionId, now }: { db: Db; sessionId: number; now: Date }) {
  await revokeSession({ db, sessionId, now });
  return { success: true as const, message: 'You have successfully logged out!' };
}
