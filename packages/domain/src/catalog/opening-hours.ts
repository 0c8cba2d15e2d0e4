// Opening hours are kept in India time (IST, UTC+05:30 all year: India has no daylight saving).
export interface OpeningWindow {
  /** 0 = Sunday ... 6 = Saturday. */
  dayOfWeek: number;
  opensMin: number;
  closesMin: number;
}

const IST_OFFSET_MIN = 330;

/** Day of week and minute of the day in India time for an instant. */
export function indiaClock(at: Date): { dayOfWeek: number; minuteOfDay: number } {
  const shifted = new Date(at.getTime() + IST_OFFSET_MIN * 60_000);
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

const hhmm = (min: number) =>
  `${String(Math.floor(min / 60) % 24).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;

/** Today's hours as text, e.g. "11:00 - 15:00, 19:00 - 23:00", or "Closed today". */
export function openingHoursText(windows: readonly OpeningWindow[], at: Date): string {
  const { dayOfWeek } = indiaClock(at);
  const today = windows.filter((w) => w.dayOfWeek === dayOfWeek).sort((a, b) => a.opensMin - b.opensMin);
  if (today.length === 0) return 'Closed today';
  return today
    .map((w) => `${hhmm(w.opensMin)} - ${w.closesMin === 1440 ? '24:00' : hhmm(w.closesMin)}`)
    .join(', ');
}
