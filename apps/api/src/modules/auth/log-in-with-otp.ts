import type { UserJson } from '@khabar/domain';
import { AppError } from '../../errors/app-error.ts';
import { findUserIdByPhone } from './find-user-id-by-phone.ts';
import { refuseBlockedAccount } from './refuse-blocked-account.ts';
import { type CodeSessionInput, startSession } from './start-session.ts';
import { verifyOtp } from './verify-otp.ts';

/** Checks the login code and opens a session: the user as the browser keeps it, with its token. */
export async function logInWithOtp(
  input: CodeSessionInput,
): Promise<{ success: true; message: string; data: UserJson }> {
  const { db, phone } = input;
  const userId = await findUserIdByPhone({ db, phone });
  if (userId === null) throw new AppError('UNAUTHORIZED', 'No account with this number. Sign up.');
  // Before the code is checked: a blocked account's code is not used up by a login it cannot have.
  await refuseBlockedAccount({ db, userId });
  await verifyOtp({ ...input, purpose: 'login', code: input.otp });
  return startSession({ ...input, userId, message: 'Logged In successfully!' });
}
