// Goodwill credits (decision 034): how much one credit may be, the day a support agent's cap counts
// (Kolkata's calendar day, whatever the server's zone), and whether a credit fits what is left of it.

/** One goodwill credit: at most Rs 10,000, whoever makes it (paise). */
export const GOODWILL_MAX_PAISE = 10_000_00;

/** India has one zone, UTC+05:30, and no daylight saving. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The Kolkata calendar day `at` falls in: [start, end) as instants. */
export function kolkataDayOf(at: Date): { start: Date; end: Date } {
  const shifted = at.getTime() + IST_OFFSET_MS;
  const start = shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - IST_OFFSET_MS;
  return { start: new Date(start), end: new Date(start + DAY_MS) };
}

/**
 * A support agent's credit of `amount` when they have already credited `usedToday` today: made at once
 * while the day's total stays within the cap (exactly at the cap passes), else an admin's to approve.
 */
export function goodwillPath(amount: number, usedToday: number, capPaise: number): 'credit' | 'request' {
  return usedToday + amount <= capPaise ? 'credit' : 'request';
}
