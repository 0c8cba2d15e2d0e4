// Sending a login or sign-up code, within the per-phone and per-IP limits and the platform's hourly
// SMS budget. The code is stored only as a keyed hash and texted after the commit; a code the SMS
// gateway did not take is deleted again, so it costs the customer none of their sends.
import { type Db, schema } from '@khabar/db';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { SmsProvider } from '../../adapters/sms/sms-provider.ts';
import { AppError } from '../../errors/app-error.ts';
import { findUserIdByPhone } from './find-user-id-by-phone.ts';
import { hashCode, newCode } from './otp-codes.ts';
import { OTP_LIMITS, type OtpPurpose } from './otp-limits.ts';

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);
const tooMany = (message: string) => new AppError('RATE_LIMITED', message);

/**
 * The login flow needs to know whether a number has an account (it then offers sign-up), so the
 * answer says so; it says nothing else.
 */
export async function sendOtp({
  db,
  sms,
  secret,
  brand,
  now,
  phone,
  purpose,
  ip,
  hourlyCap,
}: {
  db: Db;
  sms: SmsProvider;
  secret: string;
  brand: string;
  now: Date;
  phone: string;
  purpose: OtpPurpose;
  ip: string;
  /** Codes the whole platform may text in any hour (SMS_HOURLY_CAP): a flood costs at most this. */
  hourlyCap: number;
}): Promise<{ success: boolean; message: string }> {
  const exists = (await findUserIdByPhone({ db, phone })) !== null;
  if (purpose === 'login' && !exists)
    return { success: false, message: 'No account with this number. Sign up.' };
  if (purpose === 'register' && exists)
    return { success: false, message: 'This number already has an account. Log in.' };

  const c = schema.otpChallenges;
  const code = newCode();
  const challengeId = await db.transaction(async (tx) => {
    // Sends for one phone, and from one address, queue on these locks until the transaction ends, so
    // a burst of simultaneous requests cannot all pass the counts below before any of them is written.
    // Always phone first, then address: two sends can never wait on each other in a circle.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-send-phone:${phone}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-send-ip:${ip}`}))`);
    const [byPhone] = await tx
      .select({
        lastDay: count(),
        lastHour: sql<number>`count(*) filter (where ${c.createdAt} > ${ago(now, 3_600_000)})`.mapWith(
          Number,
        ),
        lastMinute: sql<number>`count(*) filter (where ${c.createdAt} > ${ago(now, 60_000)})`.mapWith(Number),
      })
      .from(c)
      .where(and(eq(c.phone, phone), gt(c.createdAt, ago(now, 24 * 3_600_000))));
    if ((byPhone?.lastMinute ?? 0) >= OTP_LIMITS.sendsPerPhonePerMinute) {
      throw tooMany('Please wait a minute before asking for another code.');
    }
    if ((byPhone?.lastHour ?? 0) >= OTP_LIMITS.sendsPerPhonePerHour) {
      throw tooMany('Too many codes asked for this number. Try again in an hour.');
    }
    if ((byPhone?.lastDay ?? 0) >= OTP_LIMITS.sendsPerPhonePerDay) {
      throw tooMany('Too many codes asked for this number today. Try again tomorrow.');
    }
    const [byIp] = await tx
      .select({ n: count() })
      .from(c)
      .where(and(eq(c.requestIp, ip), gt(c.createdAt, ago(now, 3_600_000))));
    if ((byIp?.n ?? 0) >= OTP_LIMITS.sendsPerIpPerHour) {
      throw tooMany('Too many codes asked from this network. Try again in an hour.');
    }
    // Not under a lock (that would make every send in the country queue on one): simultaneous sends
    // may pass the cap by a few, which a budget allows.
    const [all] = await tx
      .select({ n: count() })
      .from(c)
      .where(gt(c.createdAt, ago(now, 3_600_000)));
    if ((all?.n ?? 0) >= hourlyCap) {
      throw new AppError(
        'UNAVAILABLE',
        'We are sending too many codes right now. Please try again in a few minutes.',
      );
    }
    const [row] = await tx
      .insert(c)
      .values({
        phone,
        purpose,
        codeHash: hashCode(secret, phone, purpose, code),
        requestIp: ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + OTP_LIMITS.ttlMs),
      })
      .returning({ id: c.id });
    return row!.id;
  });
  // After the commit: the SMS provider's latency must not hold the locks.
  try {
    await sms.send(phone, `${code} is your ${brand} code. It expires in 5 minutes. Do not share it.`);
  } catch (err) {
    // Nothing was texted: the code goes, and with it the send it would have counted as.
    await db.delete(c).where(eq(c.id, challengeId));
    throw Object.assign(
      new AppError('UNAVAILABLE', 'The code could not be sent just now. Please try again in a moment.'),
      { cause: err },
    );
  }
  return { success: true, message: 'OTP sent to your mobile no.' };
}
