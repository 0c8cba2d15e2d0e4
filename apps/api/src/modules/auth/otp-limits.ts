// The abuse limits of issue 4, in one place.
export const OTP_LIMITS = {
  ttlMs: 5 * 60_000,
  /** Wrong tries before a code is dead (even the right code then fails). */
  attemptsPerCode: 5,
  sendsPerPhonePerMinute: 1,
  sendsPerPhonePerHour: 5,
  sendsPerIpPerHour: 20,
  /** Failed checks per phone in 24 hours before the phone is locked... */
  failuresPerPhonePerDay: 10,
  /** ...for this long after the last failure. */
  lockMs: 60 * 60_000,
} as const;
