import { type Db, schema } from '@khabar/db';
import { and, count, desc, eq, gt, isNull, max, sql } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { sameHex } from '../../security/constant-time.ts';
import { hashOtpClient } from './otp-client.ts';
import { hashCode } from './otp-codes.ts';
import { OTP_LIMITS, type OtpPurpose } from './otp-limits.ts';

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/**
 * Checks a code. Right: the code is used up. Wrong, expired, used, dead or locked: an AppError. A code
 * is tried only by the device that asked for it (decision 025): from any other client there is no code
 * to guess at, so a guess counts for nothing and a stranger's wrong guesses never kill the owner's
 * code. A guess compared with a code counts against the code (5 tries) and against this device for this
 * number (10 a day, then a 1-hour lock).
 */
export async function verifyOtp({
  db,
  secret,
  now,
  phone,
  purpose,
  code,
  ip,
  client,
}: {
  db: Db;
  secret: string;
  now: Date;
  phone: string;
  purpose: OtpPurpose;
  code: string;
  ip: string;
  /** The checking device's id (its cookie), or null when it sent none. */
  client: string | null;
}): Promise<void> {
  const c = schema.otpChallenges;
  const refused = (message: string) => new AppError('UNAUTHORIZED', message);
  if (client === null) throw refused('Invalid or expired OTP. Ask for a new code.');
  const clientHash = hashOtpClient({ secret, id: client });
  const [challenge] = await db
    .select()
    .from(c)
    .where(
      and(
        eq(c.phone, phone),
        eq(c.purpose, purpose),
        eq(c.clientHash, clientHash),
        isNull(c.consumedAt),
        gt(c.expiresAt, now),
      ),
    )
    .orderBy(desc(c.createdAt))
    .limit(1);
  if (!challenge) throw refused('Invalid or expired OTP. Ask for a new code.');
  if (challenge.attempts >= OTP_LIMITS.attemptsPerCode) {
    throw refused('Too many wrong tries for this code. Ask for a new code.');
  }
  // Only now, with a code that could be guessed, is this device's record looked at.
  const f = schema.otpFailures;
  const [failures] = await db
    .select({ n: count(), last: max(f.createdAt) })
    .from(f)
    .where(and(eq(f.phone, phone), eq(f.clientHash, clientHash), gt(f.createdAt, ago(now, 24 * 3_600_000))));
  const last = failures?.last ? new Date(failures.last) : null;
  if (
    (failures?.n ?? 0) >= OTP_LIMITS.failuresPerClientPerDay &&
    last &&
    last > ago(now, OTP_LIMITS.lockMs)
  ) {
    throw new AppError('RATE_LIMITED', 'Too many wrong codes from this device. Try again in an hour.');
  }

  // Take one of the code's tries before looking at the guess, in one guarded update: of any number of
  // simultaneous guesses only the first five are ever compared, the same as when they come one by one.
  const slot = await db
    .update(c)
    .set({ attempts: sql`${c.attempts} + 1` })
    .where(
      and(eq(c.id, challenge.id), isNull(c.consumedAt), sql`${c.attempts} < ${OTP_LIMITS.attemptsPerCode}`),
    )
    .returning({ id: c.id });
  if (slot.length === 0) throw refused('Too many wrong tries for this code. Ask for a new code.');
  if (!sameHex(challenge.codeHash, hashCode({ secret, phone, purpose, code }))) {
    await db.insert(schema.otpFailures).values({ phone, requestIp: ip, clientHash, createdAt: now });
    throw refused('Invalid OTP. Please check the code and try again.');
  }
  // Single use, even under two simultaneous requests: only one update finds the code unconsumed.
  const used = await db
    .update(c)
    .set({ consumedAt: now })
    .where(and(eq(c.id, challenge.id), isNull(c.consumedAt)))
    .returning({ id: c.id });
  if (used.length === 0) throw refused('Invalid or expired OTP. Ask for a new code.');
}
