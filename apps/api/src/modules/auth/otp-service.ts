import { type Db, schema } from '@khabar/db';
import { and, count, desc, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { SmsProvider } from '../../adapters/sms/sms-provider.ts';
import { AppError } from '../../errors/app-error.ts';
import { hashCode, newCode, sameHash } from './otp-codes.ts';
import { OTP_LIMITS } from './otp-limits.ts';

export type OtpPurpose = 'login' | 'register';

interface Deps {
  db: Db;
  sms: SmsProvider;
  secret: string;
  brand: string;
  now: () => Date;
}

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);
const tooMany = (message: string) => new AppError('RATE_LIMITED', message);

/** Sends a fresh code, within the per-phone and per-IP limits. The code is stored only as a keyed hash. */
export async function sendOtp(deps: Deps, phone: string, purpose: OtpPurpose, ip: string): Promise<void> {
  const now = deps.now();
  const c = schema.otpChallenges;
  const code = newCode();
  await deps.db.transaction(async (tx) => {
    // Sends for one phone, and from one address, queue on these locks until the transaction ends, so
    // a burst of simultaneous requests cannot all pass the counts below before any of them is written.
    // Always phone first, then address: two sends can never wait on each other in a circle.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-send-phone:${phone}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-send-ip:${ip}`}))`);
    const [byPhone] = await tx
      .select({
        lastHour: count(),
        lastMinute: sql<number>`count(*) filter (where ${c.createdAt} > ${ago(now, 60_000)})`.mapWith(Number),
      })
      .from(c)
      .where(and(eq(c.phone, phone), gt(c.createdAt, ago(now, 3_600_000))));
    if ((byPhone?.lastMinute ?? 0) >= OTP_LIMITS.sendsPerPhonePerMinute) {
      throw tooMany('Please wait a minute before asking for another code.');
    }
    if ((byPhone?.lastHour ?? 0) >= OTP_LIMITS.sendsPerPhonePerHour) {
      throw tooMany('Too many codes asked for this number. Try again in an hour.');
    }
    const [byIp] = await tx
      .select({ n: count() })
      .from(c)
      .where(and(eq(c.requestIp, ip), gt(c.createdAt, ago(now, 3_600_000))));
    if ((byIp?.n ?? 0) >= OTP_LIMITS.sendsPerIpPerHour) {
      throw tooMany('Too many codes asked from this network. Try again in an hour.');
    }
    await tx.insert(c).values({
      phone,
      purpose,
      codeHash: hashCode(deps.secret, phone, purpose, code),
      requestIp: ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_LIMITS.ttlMs),
    });
  });
  // After the commit: the SMS provider's latency must not hold the locks.
  await deps.sms.send(phone, `${code} is your ${deps.brand} code. It expires in 5 minutes. Do not share it.`);
}

/**
 * Checks a code. Right: the code is used up and true is returned. Wrong, expired, used, dead or locked:
 * an AppError, and a wrong guess counts against the code (5 tries) and the phone (10 a day, then a
 * 1-hour lock).
 */
export async function verifyOtp(deps: Deps, phone: string, purpose: OtpPurpose, code: string, ip: string) {
  const now = deps.now();
  const f = schema.otpFailures;
  const [failures] = await deps.db
    .select({ n: count(), last: max(f.createdAt) })
    .from(f)
    .where(and(eq(f.phone, phone), gt(f.createdAt, ago(now, 24 * 3_600_000))));
  const last = failures?.last ? new Date(failures.last) : null;
  if ((failures?.n ?? 0) >= OTP_LIMITS.failuresPerPhonePerDay && last && last > ago(now, OTP_LIMITS.lockMs)) {
    throw tooMany('Too many wrong codes. This number is locked for an hour.');
  }

  const c = schema.otpChallenges;
  const [challenge] = await deps.db
    .select()
    .from(c)
    .where(and(eq(c.phone, phone), eq(c.purpose, purpose), isNull(c.consumedAt), gt(c.expiresAt, now)))
    .orderBy(desc(c.createdAt))
    .limit(1);
  const fail = async (message: string) => {
    await deps.db.insert(f).values({ phone, requestIp: ip, createdAt: now });
    return new AppError('UNAUTHORIZED', message);
  };
  if (!challenge) throw await fail('Invalid or expired OTP. Ask for a new code.');
  if (challenge.attempts >= OTP_LIMITS.attemptsPerCode) {
    throw await fail('Too many wrong tries for this code. Ask for a new code.');
  }
  // Take one of the code's tries before looking at the guess, in one guarded update: of any number of
  // simultaneous guesses only the first five are ever compared, the same as when they come one by one.
  const slot = await deps.db
    .update(c)
    .set({ attempts: sql`${c.attempts} + 1` })
    .where(
      and(eq(c.id, challenge.id), isNull(c.consumedAt), sql`${c.attempts} < ${OTP_LIMITS.attemptsPerCode}`),
    )
    .returning({ id: c.id });
  if (slot.length === 0) throw await fail('Too many wrong tries for this code. Ask for a new code.');
  if (!sameHash(challenge.codeHash, hashCode(deps.secret, phone, purpose, code))) {
    throw await fail('Invalid OTP. Please check the code and try again.');
  }
  // Single use, even under two simultaneous requests: only one update finds the code unconsumed.
  const used = await deps.db
    .update(c)
    .set({ consumedAt: now })
    .where(and(eq(c.id, challenge.id), isNull(c.consumedAt)))
    .returning({ id: c.id });
  if (used.length === 0) throw await fail('Invalid or expired OTP. Ask for a new code.');
}
