// The abuse limits of issues 4 and 24, in one place (the hourly SMS cap is a setting: SMS_HOURLY_CAP).
// Decision 025 says what each one stops and what it costs a real customer.
export const OTP_LIMITS = {
  ttlMs: 5 * 60_000,
  /** Wrong tries before a code is dead (even the right code then fails). Only its own client tries it. */
  attemptsPerCode: 5,
  /**
   * Sends to one number, counted separately for the devices that have logged in with it before (the
   * owner's) and for all other clients together: strangers can spend only the second count. With 5
   * tries a code, strangers can guess at a number no more than 50 times a day.
   */
  sendsPerPhonePerMinute: 1,
  sendsPerPhonePerHour: 5,
  sendsPerPhonePerDay: 10,
  /** Sends from one address by devices that never logged in with the number they ask for. */
  sendsPerIpPerHour: 20,
  /**
   * A device stays one of the number's own this long after its last login with it: a number unused
   * for months may be given to someone else, whose codes the old device must not share in.
   */
  knownDeviceForMs: 180 * 24 * 3_600_000,
  /** Codes to numbers with no account, per asking /24 (IPv4) or /64 (IPv6) block. */
  newNumbersPerBlockPerHour: 40,
  /** Codes to numbers with no account, per 10,000-number range (the number's first 6 digits). */
  newNumbersPerPrefixPerHour: 20,
  newNumberPrefixDigits: 6,
  /**
   * Wrong guesses at a number's codes from one client (device) in 24 hours before that client is
   * locked out of that number...
   */
  failuresPerClientPerDay: 10,
  /** ...for this long after the last wrong guess. */
  lockMs: 60 * 60_000,
} as const;

/**
 * How the hour's SMS_HOURLY_CAP is spent, by priority: codes to numbers with no account stop at half
 * of it, codes to accounts asked from a device that never logged in with them stop at 80 %, and the
 * last 20 % is kept for devices that have (the owner's own phone: a stranger cannot ask from it).
 */
export const SMS_SHARES = {
  newNumbers: 0.5,
  accounts: 0.8,
  /** The operator is warned once a share is this full. */
  warnAt: 0.8,
} as const;

export type OtpPurpose = 'login' | 'register';
