// A restaurant's week as the hours editor holds it: for each day (0 = Sunday) its windows as the time
// inputs show them, and back to the API's list of { day, opens, closes }. The editor's rules: a window
// that ends at midnight closes at "24:00" (typed as 23:59 or 00:00, or the Midnight box); one that ends
// after midnight (18:00 to 02:00) is saved as two, until midnight and from 00:00 the next day.
import { type HoursInput, minutesOf, weeklyHoursProblem } from '@khabar/domain/catalog/weekly-hours';

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** The week as the editor lists it: Monday first. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
export const MIDNIGHT = '24:00';

interface HoursWindowDraft {
  /** Stable across edits, for React and for focus. */
  key: string;
  opens: string;
  /** 'HH:MM', "24:00" for midnight, '' while not typed. */
  closes: string;
}
/** Seven lists of windows, indexed by day (0 = Sunday). */
export type HoursWeek = readonly (readonly HoursWindowDraft[])[];
export type HoursWindowField = 'opens' | 'closes';

let lastKey = 0;
const newKey = () => `w${++lastKey}`;

const emptyWeek = (): HoursWindowDraft[][] => Array.from({ length: 7 }, () => []);

/** The API's windows as the editor's week, each day's in time order. */
export function weekOf(hours: readonly HoursInput[]): HoursWeek {
  const week = emptyWeek();
  const sorted = [...hours].sort((a, b) => a.day - b.day || a.opens.localeCompare(b.opens));
  for (const h of sorted) week[h.day]?.push({ key: newKey(), opens: h.opens, closes: h.closes });
  return week;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The day with one more window: 11:00 to 23:00 on a closed day; otherwise an hour after the last one
 * closes, for three hours (or blank, to be typed, when the day is already open late).
 */
export function addWindow(week: HoursWeek, day: number): HoursWeek {
  const windows = week[day] ?? [];
  const last = windows[windows.length - 1];
  let next = { opens: '11:00', closes: '23:00' };
  if (last) {
    const lastCloses = minutesOf(last.closes);
    next =
      lastCloses !== null && lastCloses <= 22 * 60
        ? { opens: hhmm(lastCloses + 60), closes: hhmm(Math.min(lastCloses + 240, 1440)) }
        : { opens: '', closes: '' };
  }
  return week.map((list, d) => (d === day ? [...list, { key: newKey(), ...next }] : list));
}

export function removeWindow(week: HoursWeek, day: number, key: string): HoursWeek {
  return week.map((list, d) => (d === day ? list.filter((w) => w.key !== key) : list));
}

export function setWindow(
  week: HoursWeek,
  day: number,
  key: string,
  change: Partial<Pick<HoursWindowDraft, HoursWindowField>>,
): HoursWeek {
  return week.map((list, d) =>
    d === day ? list.map((w) => (w.key === key ? { ...w, ...change } : w)) : list,
  );
}

/** Every day with the windows of `from` (each its own copy). */
export function copyDayToAll(week: HoursWeek, from: number): HoursWeek {
  const source = week[from] ?? [];
  return week.map((list, d) =>
    d === from ? list : source.map((w) => ({ key: newKey(), opens: w.opens, closes: w.closes })),
  );
}

/** 23:59 and 00:00 as a closing time are midnight, which the API writes "24:00". */
export const closingTime = (closes: string) => (closes === '23:59' || closes === '00:00' ? MIDNIGHT : closes);

/** Whether a window runs past midnight into the next day (18:00 to 02:00). */
export function endsNextDay(w: Pick<HoursWindowDraft, 'opens' | 'closes'>): boolean {
  const opens = minutesOf(w.opens);
  const closes = minutesOf(closingTime(w.closes));
  return opens !== null && closes !== null && closes <= opens && closes > 0;
}

type WeekRead =
  | { ok: true; hours: HoursInput[] }
  | { ok: false; day: number; key: string | null; field: HoursWindowField | null; message: string };

const toMinutesLabel = (m: number) => (m === 1440 ? 'midnight' : hhmm(m));

/**
 * The week as the API takes it, in day and time order, or the first window that cannot be saved and
 * why, naming its day (what the server would refuse, said before asking it).
 */
export function weekToHours(week: HoursWeek): WeekRead {
  const out: (HoursInput & { key: string; from: number })[] = [];
  for (const day of WEEK_ORDER) {
    const name = DAY_NAMES[day];
    for (const w of week[day] ?? []) {
      const opens = minutesOf(w.opens);
      if (w.opens === '' || opens === null || opens >= 1440) {
        return {
          ok: false,
          day,
          key: w.key,
          field: 'opens',
          message: `${name}: enter when the window opens.`,
        };
      }
      const closesText = closingTime(w.closes);
      const closes = minutesOf(closesText);
      if (w.closes === '' || closes === null) {
        return {
          ok: false,
          day,
          key: w.key,
          field: 'closes',
          message: `${name}: enter when the window closes.`,
        };
      }
      if (closes === opens) {
        return {
          ok: false,
          day,
          key: w.key,
          field: 'closes',
          message: `${name}: a window must close after it opens.`,
        };
      }
      if (closes < opens) {
        // Past midnight: until midnight today, and from 00:00 the next day.
        out.push({ day, opens: w.opens, closes: MIDNIGHT, key: w.key, from: day });
        out.push({ day: (day + 1) % 7, opens: '00:00', closes: closesText, key: w.key, from: day });
      } else {
        out.push({ day, opens: w.opens, closes: closesText, key: w.key, from: day });
      }
    }
  }
  const byDay = new Map<number, typeof out>();
  for (const h of out) byDay.set(h.day, [...(byDay.get(h.day) ?? []), h]);
  for (const day of WEEK_ORDER) {
    const list = (byDay.get(day) ?? []).sort((a, b) => a.opens.localeCompare(b.opens));
    for (let i = 1; i < list.length; i++) {
      const prev = list[i - 1];
      const cur = list[i];
      if (!prev || !cur) continue;
      const prevCloses = minutesOf(prev.closes) ?? 0;
      if ((minutesOf(cur.opens) ?? 0) >= prevCloses) continue;
      // The part after midnight of the day before's late window: that window is the one to change.
      const late = [prev, cur].find((h) => h.from !== day);
      const other = late === prev ? cur : prev;
      if (late) {
        return {
          ok: false,
          day: late.from,
          key: late.key,
          field: 'closes',
          message: `${DAY_NAMES[late.from]}: the window past midnight runs until ${late.closes} on ${DAY_NAMES[day]}, over its window from ${other.opens}.`,
        };
      }
      return {
        ok: false,
        day,
        key: cur.key,
        field: 'opens',
        message: `${DAY_NAMES[day]}: ${prev.opens} to ${toMinutesLabel(prevCloses)} overlaps the next window.`,
      };
    }
  }
  const hours = out
    .map(({ day, opens, closes }) => ({ day, opens, closes }))
    .sort((a, b) => a.day - b.day || a.opens.localeCompare(b.opens));
  const problem = weeklyHoursProblem(hours);
  if (problem) return { ok: false, day: 1, key: null, field: null, message: `${problem}.` };
  return { ok: true, hours };
}

/** Whether two weeks of API windows say the same (in any order). */
export function sameHours(a: readonly HoursInput[], b: readonly HoursInput[]): boolean {
  const text = (list: readonly HoursInput[]) =>
    list
      .map((h) => `${h.day} ${h.opens} ${h.closes}`)
      .sort()
      .join(',');
  return text(a) === text(b);
}
