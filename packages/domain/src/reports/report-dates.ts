// The back office's numbers are read by Kolkata dates (India has no daylight saving: UTC+05:30 all
// year), so a "day" is midnight to midnight in India, never in the server's zone.

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The longest range the dashboard reads at once, in days (a leap year). */
export const REPORT_MAX_DAYS = 366;

/** Business days after the month's end by which a restaurant's statement is due (the policy). */
export const STATEMENT_DUE_BUSINESS_DAYS = 7;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_RE = /^(\d{4})-(\d{2})$/;

/** 'YYYY-MM-DD' -> days since 1970-01-01, or null when it is not a real calendar date. */
function dayNumber(date: string): number | null {
  const m = DATE_RE.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 2000 || y > 2999) return null;
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return ms / DAY_MS;
}

const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** True for a real calendar date 'YYYY-MM-DD' of the years 2000-2999. */
export const isReportDate = (date: string): boolean => dayNumber(date) !== null;

/** True for a real month 'YYYY-MM' of the years 2000-2999. */
export const isReportMonth = (month: string): boolean => {
  const m = MONTH_RE.exec(month);
  return m !== null && isReportDate(`${month}-01`);
};

/** The Kolkata date of an instant: 2026-11-25T19:00Z is '2026-11-26' in India. */
export const kolkataDate = (at: Date): string =>
  dateOfDay(Math.floor((at.getTime() + IST_OFFSET_MS) / DAY_MS));

/** The instant a Kolkata date begins. */
function kolkataMidnight(date: string): Date {
  const day = dayNumber(date);
  if (day === null) throw new RangeError(`not a date: ${date}`);
  return new Date(day * DAY_MS - IST_OFFSET_MS);
}

export interface ReportRange {
  from: string;
  to: string;
  /** The first instant of `from` in Kolkata (inclusive). */
  start: Date;
  /** The first instant after `to` in Kolkata (exclusive). */
  end: Date;
  days: number;
}

export type RangeProblem = { field: 'from' | 'to'; message: string };

/**
 * The dashboard's range: both dates inclusive, today (in Kolkata) when absent, `from` alone reads up
 * to today, `to` alone is that one day. A reversed range or one longer than REPORT_MAX_DAYS is refused.
 */
export function reportRange(
  input: { from?: string | null; to?: string | null },
  now: Date,
): ReportRange | RangeProblem {
  const today = kolkataDate(now);
  const from = input.from ?? input.to ?? today;
  const to = input.to ?? (input.from ? today : from);
  const a = dayNumber(from);
  if (a === null) return { field: 'from', message: 'from must be a date like 2026-11-26' };
  const b = dayNumber(to);
  if (b === null) return { field: 'to', message: 'to must be a date like 2026-11-26' };
  if (b < a) return { field: 'to', message: 'to must not be before from' };
  const days = b - a + 1;
  if (days > REPORT_MAX_DAYS)
    return { field: 'to', message: `The range can be at most ${REPORT_MAX_DAYS} days.` };
  return { from, to, start: kolkataMidnight(from), end: kolkataMidnight(dateOfDay(b + 1)), days };
}

/** The month 'YYYY-MM' as Kolkata instants [start, end). */
export function monthRange(month: string): { start: Date; end: Date } {
  if (!isReportMonth(month)) throw new RangeError(`not a month: ${month}`);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { start: kolkataMidnight(`${month}-01`), end: kolkataMidnight(next) };
}

/**
 * The date a month's statement is due: the 7th business day (Monday to Friday) after the month's
 * last day. Public holidays are not counted out (no holiday calendar is kept): the date can only be
 * earlier than a calendar with holidays would give, never later.
 */
export function statementDueDate(month: string): string {
  if (!isReportMonth(month)) throw new RangeError(`not a month: ${month}`);
  const [y, m] = month.split('-').map(Number) as [number, number];
  let day = Date.UTC(y, m, 1) / DAY_MS; // the first day of the next month
  let counted = 0;
  for (;;) {
    const weekday = new Date(day * DAY_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) counted++;
    if (counted === STATEMENT_DUE_BUSINESS_DAYS) return dateOfDay(day);
    day++;
  }
}

/**
 * Days a Kolkata date waits after it began before the dashboard's daily roll-up takes it (decision
 * 038): today and yesterday are always read from the orders themselves, since their orders are still
 * moving (a dinner delivered after midnight, the morning's refunds). Older days are rolled up, and a
 * later change to one of their orders or refunds marks that day to be read live again until re-rolled.
 */
export const ROLLUP_AFTER_DAYS = 2;

/** The newest Kolkata date the daily roll-up may hold at `now`: today minus ROLLUP_AFTER_DAYS. */
export function lastRollupDate(now: Date): string {
  const today = dayNumber(kolkataDate(now));
  if (today === null) throw new RangeError(`no Kolkata date for ${now.toISOString()}`);
  return dateOfDay(today - ROLLUP_AFTER_DAYS);
}

/** The instants a Kolkata date covers: [start, end), 24 hours. */
export function kolkataDay(date: string): { start: Date; end: Date } {
  const start = kolkataMidnight(date);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/**
 * The parts of a range the dashboard reads from the orders themselves: every run of consecutive days
 * that are not in `rolledUp` (dates 'YYYY-MM-DD'), as instants [start, end), in order, adjacent days
 * merged. Together with the rolled-up days of the range they cover it exactly once.
 */
export function liveSpans(
  range: { from: string; to: string },
  rolledUp: Iterable<string>,
): { start: Date; end: Date }[] {
  const a = dayNumber(range.from);
  const b = dayNumber(range.to);
  if (a === null || b === null) throw new RangeError(`not a range: ${range.from} to ${range.to}`);
  const held = new Set<number>();
  for (const date of rolledUp) {
    const day = dayNumber(date);
    if (day !== null) held.add(day);
  }
  const spans: { start: Date; end: Date }[] = [];
  let runStart: number | null = null;
  for (let day = a; day <= b + 1; day++) {
    const live = day <= b && !held.has(day);
    if (live && runStart === null) runStart = day;
    if (!live && runStart !== null) {
      spans.push({
        start: new Date(runStart * DAY_MS - IST_OFFSET_MS),
        end: new Date(day * DAY_MS - IST_OFFSET_MS),
      });
      runStart = null;
    }
  }
  return spans;
}
