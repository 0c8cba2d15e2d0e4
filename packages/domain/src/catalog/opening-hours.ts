// Opening hours are kept in India time (IST, UTC+05:30 all year: India has no daylight saving).
export interface OpeningWindow {
  /** 0 = Sunday ... 6 = Saturday. */
  dayOfWeek: number;
  opensMin: number;
  closesMin: number;
}

export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const IST_OFFSET_MIN = 330;
const DAY_MIN = 1440;
const WEEK_MIN = 7 * DAY_MIN;
const MINUTE_MS = 60_000;

/** Day of week and minute of the day in India time for an instant. */
export function indiaClock(at: Date): { dayOfWeek: number; minuteOfDay: number } {
  const shifted = new Date(at.getTime() + IST_OFFSET_MIN * MINUTE_MS);
  return {
    dayOfWeek: shifted.getUTCDay(),
    minuteOfDay: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

export function isOpenAt(windows: readonly OpeningWindow[], at: Date): boolean {
  const { dayOfWeek, minuteOfDay } = indiaClock(at);
  return windows.some(
    (w) => w.dayOfWeek === dayOfWeek && minuteOfDay >= w.opensMin && minuteOfDay < w.closesMin,
  );
}

/**
 * When the restaurant next opens: `at` itself while it is open, else the start of its next window
 * (within the week to come); null when it has no hours at all. A window ending at midnight and the
 * next day's starting at 00:00 are one stretch, as isOpenAt reads them.
 */
export function nextOpeningAt(windows: readonly OpeningWindow[], at: Date): Date | null {
  if (isOpenAt(windows, at)) return at;
  const { dayOfWeek, minuteOfDay } = indiaClock(at);
  const now = dayOfWeek * DAY_MIN + minuteOfDay;
  let ahead = Number.POSITIVE_INFINITY;
  for (const w of windows) {
    if (w.closesMin <= w.opensMin) continue;
    // Never 0 here: a window starting this minute is open now.
    ahead = Math.min(ahead, (w.dayOfWeek * DAY_MIN + w.opensMin - now + WEEK_MIN) % WEEK_MIN);
  }
  if (ahead === Number.POSITIVE_INFINITY) return null;
  // Windows start on the minute; India's offset is whole minutes, so UTC minutes line up with them.
  const minuteStart = at.getTime() - (((at.getTime() % MINUTE_MS) + MINUTE_MS) % MINUTE_MS);
  return new Date(minuteStart + ahead * MINUTE_MS);
}

/** A time of day as people say it: "7:00 am", "12:30 pm", "11:59 pm"; 00:00 is "12:00 am". */
export function clockText(minuteOfDay: number): string {
  const m = ((minuteOfDay % DAY_MIN) + DAY_MIN) % DAY_MIN;
  const hour = Math.floor(m / 60);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(m % 60).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
}

/** Days from the India date of `from` to the India date of `to`. */
const indiaDaysBetween = (from: Date, to: Date) => {
  const day = (d: Date) => Math.floor((d.getTime() + IST_OFFSET_MIN * MINUTE_MS) / (DAY_MIN * MINUTE_MS));
  return day(to) - day(from);
};

/**
 * When a closed restaurant opens, said from `now`: "Opens at 7:00 am" (later today), "Opens at
 * midnight" (tonight), "Opens tomorrow at 11:00 am", "Opens Monday at 11:00 am" (later this week), "Opens next Thursday at 11:00 am" (a week on).
 */
export function opensAtText(next: Date, now: Date): string {
  const days = indiaDaysBetween(now, next);
  const { dayOfWeek, minuteOfDay } = indiaClock(next);
  if (days <= 0) return `Opens at ${clockText(minuteOfDay)}`;
  if (days === 1)
    return minuteOfDay === 0 ? 'Opens at midnight' : `Opens tomorrow at ${clockText(minuteOfDay)}`;
  // A week on (the only window of the week has just closed): "next Thursday", not this one.
  return `Opens ${days >= 7 ? 'next ' : ''}${DAY_NAMES[dayOfWeek]} at ${clockText(minuteOfDay)}`;
}

/**
 * Today's hours as text: "11:00 am - 11:00 pm", "11:30 am - 3:30 pm, 6:30 pm - 11:00 pm",
 * "12:00 pm till midnight", or "Closed today". A window running on past midnight (into tomorrow's
 * 00:00 window) ends at tomorrow's closing: "10:00 pm - 2:00 am".
 */
export function openingHoursText(windows: readonly OpeningWindow[], at: Date): string {
  const { dayOfWeek } = indiaClock(at);
  const onDay = (day: number) =>
    windows
      .filter((w) => w.dayOfWeek === day && w.closesMin > w.opensMin)
      .sort((a, b) => a.opensMin - b.opensMin);
  const today = onDay(dayOfWeek);
  if (today.length === 0) return 'Closed today';
  const runsOn = onDay((dayOfWeek + 1) % 7).find((w) => w.opensMin === 0);
  return today
    .map((w) => {
      if (w.closesMin < DAY_MIN) return `${clockText(w.opensMin)} - ${clockText(w.closesMin)}`;
      return runsOn && runsOn.closesMin < DAY_MIN
        ? `${clockText(w.opensMin)} - ${clockText(runsOn.closesMin)}`
        : `${clockText(w.opensMin)} till midnight`;
    })
    .join(', ');
}
