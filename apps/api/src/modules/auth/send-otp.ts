// Sending a login or sign-up code, within the per-number, per-address and per-block limits and the
// platform's hourly SMS budget, spent by priority (decision 025). The code is bound to the asking
// device, stored only as a keyed hash and texted after the commit; a code the SMS gateway did not take
// is deleted again, so it costs the customer none of their sends.
import { type Db, schema } from '@khabar/db';
import type { Said, ServerLanguage } from '@khabar/domain';
import { and, count, eq, gt, like, sql } from 'drizzle-orm';
import type { SmsProvider } from '../../adapters/sms/sms-provider.ts';
import { AppError } from '../../errors/app-error.ts';
import { addressBlock } from './address-block.ts';
import { findUserIdByPhone } from './find-user-id-by-phone.ts';
import { hashOtpClient } from './otp-client.ts';
import { hashCode, newCode } from './otp-codes.ts';
import { OTP_LIMITS, type OtpPurpose } from './otp-limits.ts';
import { refuseBlockedAccount } from './refuse-blocked-account.ts';
import { budgetAllows, type SendTier, type SmsBudgetWatch } from './sms-budget.ts';

const HOUR = 3_600_000;
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);
const tooMany = (message: string) => new AppError('RATE_LIMITED', message);
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
  client,
  hourlyCap,
  budget,
  language = 'en',
}: {
  db: Db;
  sms: SmsProvider;
  secret: string;
  brand: string;
  now: Date;
  phone: string;
  purpose: OtpPurpose;
  ip: string;
  /** The asking device's id (its cookie): only this device may try the code. */
  client: string;
  /** Codes the whole platform may text in any hour (SMS_HOURLY_CAP): a flood costs at most this. */
  hourlyCap: number;
  budget: SmsBudgetWatch;
  /** The language on the asking screen (its Accept-Language): the text the person reads next. */
  language?: ServerLanguage;
}): Promise<{ success: boolean; message: string }> {
  const exists = (await findUserIdByPhone({ db, phone })) !== null;
  // A blocked account is told so before any code is texted: a code it could not use costs an SMS.
  if (exists) await refuseBlockedAccount({ db, phone });
  if (purpose === 'login' && !exists)
    return { success: false, message: 'No account with this number. Sign up.' };
  if (purpose === 'register' && exists)
    return { success: false, message: 'This number already has an account. Log in.' };

  const c = schema.otpChallenges;
  const clientHash = hashOtpClient({ secret, id: client });
  const block = addressBlock(ip);
  const prefix = phone.slice(0, OTP_LIMITS.newNumberPrefixDigits);
  const newNumber = purpose === 'register';
  const code = newCode();
  const challengeId = await db.transaction(async (tx) => {
    // Sends for one phone, from one address, and (to new numbers) from one block and to one range
    // queue on these locks until the transaction ends, so a burst of simultaneous requests cannot all
    // pass the counts below before any of them is written. Always in this order (phone, range, block,
    // address): two sends can never wait on each other in a circle.
    await lock(tx, `otp-send-phone:${phone}`);
    if (newNumber) {
      await lock(tx, `otp-send-prefix:${prefix}`);
      await lock(tx, `otp-send-block:${block}`);
    }
    await lock(tx, `otp-send-ip:${ip}`);

    // The owner's devices and everyone else count apart: strangers cannot spend the owner's sends.
    const knownDevice = await isKnownDevice(tx, { phone, clientHash, now });
    const [byPhone] = await tx
      .select({
        lastDay: count(),
        lastHour: sql<number>`count(*) filter (where ${c.createdAt} > ${ago(now, HOUR)})`.mapWith(Number),
        lastMinute: sql<number>`count(*) filter (where ${c.createdAt} > ${ago(now, 60_000)})`.mapWith(Number),
      })
      .from(c)
      .where(
        and(eq(c.phone, phone), eq(c.fromKnownDevice, knownDevice), gt(c.createdAt, ago(now, 24 * HOUR))),
      );
    if ((byPhone?.lastMinute ?? 0) >= OTP_LIMITS.sendsPerPhonePerMinute) {
      throw new AppError('CODE_ALREADY_SENT', 'Please wait a minute before asking for another code.');
    }
    if ((byPhone?.lastHour ?? 0) >= OTP_LIMITS.sendsPerPhonePerHour) {
      throw tooMany('Too many codes asked for this number. Try again in an hour.');
    }
    if ((byPhone?.lastDay ?? 0) >= OTP_LIMITS.sendsPerPhonePerDay) {
      throw tooMany('Too many codes asked for this number today. Try again tomorrow.');
    }
    // An address's count is for devices asking for numbers they never logged in with: a stranger on
    // the owner's network (an office, a carrier's shared address) cannot spend the owner's phone's.
    const fromNetwork = 'Too many codes asked from this network. Try again in an hour.';
    if (!knownDevice) {
      const [byIp] = await tx
        .select({ n: count() })
        .from(c)
        .where(and(eq(c.requestIp, ip), eq(c.fromKnownDevice, false), gt(c.createdAt, ago(now, HOUR))));
      if ((byIp?.n ?? 0) >= OTP_LIMITS.sendsPerIpPerHour) throw tooMany(fromNetwork);
    }
    if (newNumber) {
      const newCodes = and(eq(c.purpose, 'register'), gt(c.createdAt, ago(now, HOUR)));
      const [byBlock] = await tx
        .select({ n: count() })
        .from(c)
        .where(and(eq(c.requestBlock, block), newCodes));
      if ((byBlock?.n ?? 0) >= OTP_LIMITS.newNumbersPerBlockPerHour) throw tooMany(fromNetwork);
      const [byPrefix] = await tx
        .select({ n: count() })
        .from(c)
        .where(and(like(c.phone, `${prefix}%`), newCodes));
      if ((byPrefix?.n ?? 0) >= OTP_LIMITS.newNumbersPerPrefixPerHour) {
        throw tooMany('Too many sign-up codes asked for numbers like this one. Try again in an hour.');
      }
    }

    // Not under a lock (that would make every send in the country queue on one): simultaneous sends
    // may pass a share by a few, which a budget allows.
    const [hour] = await tx
      .select({
        sent: count(),
        newNumbers: sql<number>`count(*) filter (where ${c.purpose} = 'register')`.mapWith(Number),
      })
      .from(c)
      .where(gt(c.createdAt, ago(now, HOUR)));
    const counts = { sent: hour?.sent ?? 0, newNumbers: hour?.newNumbers ?? 0 };
    budget.observe(counts, now);
    const tier: SendTier = newNumber ? 'newNumber' : knownDevice ? 'knownDevice' : 'account';
    if (!budgetAllows({ tier, hour: counts, cap: hourlyCap })) {
      budget.refused(tier);
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
        codeHash: hashCode({ secret, phone, purpose, code }),
        requestIp: ip,
        requestBlock: block,
        clientHash,
        fromKnownDevice: knownDevice,
        createdAt: now,
        expiresAt: new Date(now.getTime() + OTP_LIMITS.ttlMs),
      })
      .returning({ id: c.id });
    return row!.id;
  });
  // After the commit: the SMS provider's latency must not hold the locks.
  try {
    await sms.send(phone, otpText(code, brand)[language]);
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

const lock = (tx: Tx, key: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);

/**
 * Whether this device has logged in (or signed up) with this number lately: it proved then that it
 * reads the number's texts. Lately, because a number unused for months may be given to someone else.
 */
async function isKnownDevice(
  tx: Tx,
  { phone, clientHash, now }: { phone: string; clientHash: string; now: Date },
): Promise<boolean> {
  const c = schema.otpChallenges;
  const [row] = await tx
    .select({ id: c.id })
    .from(c)
    .where(
      and(
        eq(c.phone, phone),
        eq(c.clientHash, clientHash),
        gt(c.consumedAt, ago(now, OTP_LIMITS.knownDeviceForMs)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The code comes first, so phones that read codes from an SMS find it. */
const otpText = (code: string, brand: string): Said => ({
  en: `${code} is your ${brand} code. It expires in 5 minutes. Do not share it.`,
  hi: `${code} आपका ${brand} कोड है। यह 5 मिनट में खत्म हो जाएगा। इसे किसी से शेयर न करें।`,
  bn: `${code} আপনার ${brand} কোড। এটি 5 মিনিটে শেষ হয়ে যাবে। কাউকে জানাবেন না।`,
});
