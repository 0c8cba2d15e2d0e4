// The dashboard's words and ranges: pure, so they are tested without a browser.
import { formatInr, paiseToRupees, rupeesToPaise } from '@khabar/domain/money/rupees';
import { kolkataDate } from '@khabar/domain/reports/report-dates';

export interface DateRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The quick ranges, ending today in Kolkata. */
export function presetRange(preset: 'today' | 'week' | 'month', now: Date): DateRange {
  const today = kolkataDate(now);
  if (preset === 'today') return { from: today, to: today };
  return { from: shift(today, preset === 'week' ? -6 : -29), to: today };
}

/** 75 -> "1 min 15 s"; 40 -> "40 s"; 3600 -> "60 min". */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const min = Math.floor(s / 60);
  const rest = s % 60;
  return rest === 0 || min >= 10 ? `${Math.round(s / 60)} min` : `${min} min ${rest} s`;
}

/** "149.00" -> "₹149.00" with Indian grouping. */
export const rupeeText = (rupees: string) => formatInr(rupeesToPaise(rupees));

/** The cash every captain listed collected in the range, in rupees (summed in paise). */
export const collectedIn = (rows: { collected: string }[]) =>
  paiseToRupees(rows.reduce((s, r) => s + rupeesToPaise(r.collected), 0));

/** 0.8333 -> "83 %"; null (nothing delivered) -> "–". */
export const shareText = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)} %`);

/** What the chart shows, in one sentence for a screen reader and anyone who would rather read. */
export function chartSummary(series: { label: string; placed: number }[], bucket: 'hour' | 'day'): string {
  const total = series.reduce((s, p) => s + p.placed, 0);
  if (total === 0) return `No orders in this ${bucket === 'hour' ? 'day' : 'range'}.`;
  const busiest = series.reduce((a, b) => (b.placed > a.placed ? b : a));
  return `${total} ${total === 1 ? 'order' : 'orders'}; the busiest ${bucket} was ${busiest.label} with ${busiest.placed}.`;
}

/** The month before today's in Kolkata ('2026-10' on any day of November). */
export function lastMonth(now: Date): string {
  const [y, m] = kolkataDate(now).split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** '2026-12-09' -> '9 Dec 2026'. */
export const dayText = (date: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** '2026-11' -> 'November 2026'. */
export const monthText = (month: string) =>
  new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
