import type { Db } from '@khabar/db';
import type { UserJson } from '@khabar/domain';
import { createSession } from '../../plugins/sessions.ts';
import { getUserProfile } from '../profile/index.ts';
import { refuseBlockedAccount } from './refuse-blocked-account.ts';

/** What logging in and signing up both take: the code to check, where from, and how long a session lives. */
export interface CodeSessionInput {
  db: Db;
  secret: string;
  sessionTtlDays: number;
  now: Date;
  phone: string;
  otp: string;
  ip: string;
  /** The device id from the request's cookie, or null: a code is tried only by the device that asked. */
  client: string | null;
}

/** Opens a session after a checked code: the user as the browser keeps it, with its new token. */
export async function startSession({
  db,
  userId,
  now,
  sessionTtlDays,
  message,
}: {
  db: Db;
  userId: number;
  now: Date;
  sessionTtlDays: number;
  message: string;
}): Promise<{ success: true; message: string; data: UserJson }> {
  // The session is written under the account's row lock, after one more look: a block committed since
  // the code was checked is seen here, and one committing now waits and then ends this session too.
  const token = await db.transaction(async (tx) => {
    await refuseBlockedAccount({ db: tx, userId, lock: 'share' });
    return createSession({ db: tx, userId, now, ttlDays: sessionTtlDays });
  });
  return { success: true, message, data: { ...(await getUserProfile({ db, userId })), auth_token: token } };
}
