// The hour's SMS budget spent by priority (decision 025), and what this process tells the operator
// about it: a warn line when a share is nearly used, and counters /api/health shows.
import { SMS_SHARES } from './otp-limits.ts';

/** Who a code is for, lowest priority first. */
export type SendTier = 'newNumber' | 'account' | 'knownDevice';

/** Codes of the last hour, all numbers together and those to numbers with no account. */
export interface HourCounts {
  sent: number;
  newNumbers: number;
}

/** The ceilings of one cap: new numbers stop at one share, accounts on a new device at a larger one. */
function budgetCeilings(cap: number) {
  return {
    newNumbers: Math.ceil(cap * SMS_SHARES.newNumbers),
    accounts: Math.ceil(cap * SMS_SHARES.accounts),
    all: cap,
  };
}

/** Whether the hour's budget still has room for one more code of this tier. */
export function budgetAllows({
  tier,
  hour,
  cap,
}: {
  tier: SendTier;
  hour: HourCounts;
  cap: number;
}): boolean {
  const c = budgetCeilings(cap);
  if (tier === 'knownDevice') return hour.sent < c.all;
  if (tier === 'account') return hour.sent < c.accounts;
  return hour.newNumbers < c.newNumbers && hour.sent < c.accounts;
}

/** Whether a share is nearly used: new numbers near their share, or everything near the accounts' one. */
export function budgetNearlyUsed({ hour, cap }: { hour: HourCounts; cap: number }): boolean {
  const c = budgetCeilings(cap);
  return hour.newNumbers >= c.newNumbers * SMS_SHARES.warnAt || hour.sent >= c.accounts * SMS_SHARES.warnAt;
}

/** One warn line a minute at most: a flood must not flood the log too. */
const WARN_EVERY_MS = 60_000;

export interface SmsBudgetWatch {
  /** Told the hour's counts at every send (before its own code). */
  observe(hour: HourCounts, now: Date): void;
  /** Told of a code refused for the platform's sake (the cap), by tier. */
  refused(tier: SendTier): void;
  /** This process's view, for /api/health. */
  snapshot(): SmsBudgetSnapshot;
}

export interface SmsBudgetSnapshot {
  cap: number;
  /** The hour's counts at the last send this process handled (null before the first). */
  last_hour: { sent: number; new_numbers: number; at: string } | null;
  near_cap: boolean;
  /** Warn lines written since this process started. */
  near_cap_warnings: number;
  /** Codes refused for the cap since this process started, by who they were for. */
  refused: Record<SendTier, number>;
}

export function createSmsBudgetWatch({
  cap,
  warn,
}: {
  cap: number;
  warn: (fields: Record<string, unknown>, message: string) => void;
}): SmsBudgetWatch {
  let last: { hour: HourCounts; at: Date } | null = null;
  let lastWarnAt = Number.NEGATIVE_INFINITY;
  let warnings = 0;
  const refused: Record<SendTier, number> = { newNumber: 0, account: 0, knownDevice: 0 };
  return {
    observe(hour, now) {
      last = { hour, at: now };
      if (!budgetNearlyUsed({ hour, cap }) || now.getTime() - lastWarnAt < WARN_EVERY_MS) return;
      lastWarnAt = now.getTime();
      warnings++;
      const c = budgetCeilings(cap);
      warn(
        {
          smsCap: cap,
          sentLastHour: hour.sent,
          newNumbersLastHour: hour.newNumbers,
          newNumberCeiling: c.newNumbers,
          accountCeiling: c.accounts,
          refusedSinceStart: { ...refused },
        },
        'SMS hourly cap nearly used: codes will be refused by priority (decision 025)',
      );
    },
    refused(tier) {
      refused[tier]++;
    },
    snapshot: () => ({
      cap,
      last_hour: last
        ? { sent: last.hour.sent, new_numbers: last.hour.newNumbers, at: last.at.toISOString() }
        : null,
      near_cap: last ? budgetNearlyUsed({ hour: last.hour, cap }) : false,
      near_cap_warnings: warnings,
      refused: { ...refused },
    }),
  };
}
