import { schema } from '@khabar/db';
import type { UserJson } from '@khabar/domain';
import { AppError } from '../../errors/app-error.ts';
import { findUserIdByPhone } from './find-user-id-by-phone.ts';
import { type CodeSessionInput, startSession } from './start-session.ts';
import { verifyOtp } from './verify-otp.ts';

const taken = () => new AppError('CONFLICT', 'This number already has an account. Log in.');

/** Checks the sign-up code, creates the customer (one account per phone) and opens a session. */
export async function registerCustomer({
  db,
  secret,
  sessionTtlDays,
  now,
  phone,
  otp,
  name,
  email,
  ip,
  client,
}: CodeSessionInput & { name: string; email: string }): Promise<{
  success: true;
  message: string;
  data: UserJson;
}> {
  if ((await findUserIdByPhone({ db, phone })) !== null) throw taken();
  await verifyOtp({ db, secret, now, phone, purpose: 'register', code: otp, ip, client });
  // Two sign-ups of one number at once: the unique phone lets one insert win; the other is told to log in.
  const inserted = await db
    .insert(schema.users)
    .values({ phone, name, email, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: schema.users.id });
  const userId = inserted[0]?.id;
  if (!userId) throw taken();
  return startSession({ db, userId, now, sessionTtlDays, message: 'Account created.' });
}
