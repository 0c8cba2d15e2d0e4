// A restaurant's week as its editor writes it: windows of 'HH:MM' to 'HH:MM' per weekday (0 = Sunday),
// several a day, none on a closed day. A window past midnight is two windows (22:00-24:00, then
// 00:00-02:00 the next day), as the opening-hours rules read them.
import { DAY_NAMES, type OpeningWindow } from './opening-hours.ts';

export interface HoursInput {
  day: number;
  opens: string;
  closes: string;
}

/** Minutes from midnight of 'HH:MM' (00:00 to 24:00), or null for anything else. */
export function minutesOf(hhmm: string): number | null {
  const m = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(hhmm);
  if (!m) return null;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return minutes <= 1440 ? minutes : null;
}

/** 'HH:MM' of minutes from midnight. */
export const hhmmOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** What is wrong with a week of windows, in words naming the day, or null when it holds. */
export function weeklyHoursProblem(hours: readonly HoursInput[]): string | null {
  const byDay = new Map<number, Array<[number, number]>>();
  for (const h of hours) {
    const day = DAY_NAMES[h.day];
    if (!Number.isInteger(h.day) || !day) return 'day must be 0 (Sunday) to 6 (Saturday)';
    const opens = minutesOf(h.opens);
    const closes = minutesOf(h.closes);
    if (opens === null || closes === null) return `${day}: write times as HH:MM, from 00:00 to 24:00`;
    if (closes <= opens) return `${day}: a window must close after it opens (${h.opens} to ${h.closes})`;
    const list = byDay.get(h.day) ?? [];
    list.push([opens, closes]);
    byDay.set(h.day, list);
  }
  for (const [dayIndex, list] of byDay) {
    list.sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < list.length; i++) {
      const [prevOpens, prevCloses] = list[i - 1] as [number, number];
      const [opens] = list[i] as [number, number];
      if (opens < prevCloses) {
        return `${DAY_NAMES[dayIndex]}: ${hhmmOf(prevOpens)}-${hhmmOf(prevCloses)} overlaps the next window`;
      }
    }
  }
  return null;
}

/** The windows as the opening-hours rules and the database hold them, in day and time order. */
export function toOpeningWindows(hours: readonly HoursInput[]): OpeningWindow[] {
  return hours
    .map((h) => ({
      dayOfWeek: h.day,
      opensMin: minutesOf(h.opens) ?? 0,
      closesMin: minutesOf(h.closes) ?? 0,
    }))
    .sort((a, b) => a.dayOfWeek - b.dayOfWeek || a.opensMin - b.opensMin);
}
