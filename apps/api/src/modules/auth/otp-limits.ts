// The abuse limits of issue 4, in one place (the global hourly SMS cap is a setting: SMS_HOURLY_CAP).
export const OTP_LIMITS = {
  ttlMs: 5 * 60_000,
  /** Wrong tries before a code is dead (even the right code then fails). */
  attemptsPerCode: 5,
  sendsPerPhonePerMinute: 1,
  sendsPerPhonePerHour: 5,
  /** With 5 tries a code, a number can be guessed at no more than 50 times a day, whoever asks. */
  sendsPerPhonePerDay: 10,
  sendsPerIpPerHour: 20,
  /**
   * Wrong guesses at a number's codes from one client (address) in 24 hours before that client is
   * locked out of that number... The number itself, and its owner on another network, are not.
   */
  failuresPerClientPerDay: 10,
  /** ...for this long after the last wrong guess. */
  lockMs: 60 * 60_000,
} as const;

export type OtpPurpose = 'login' | 'register';
