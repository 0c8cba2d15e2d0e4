// Orders for later (issue 27, decision 048): the 30-minute slots a restaurant offers today and
// tomorrow (India time), whether a chosen slot holds (the server's check, the same function the
// checkout's list comes from), when the order reaches the kitchen, and the words every screen shows.
import { indiaClock, isOpenAt, type OpeningWindow } from '../catalog/opening-hours.ts';
import type { Said } from '../i18n/said.ts';
import { timeIn, weekdayIn } from '../i18n/said-clock.ts';

export const SLOT_MIN = 30;
/** The soonest slot starts this long after now: time to cook and ride, and to change one's mind. */
export const SCHEDULE_LEAD_MIN = 45;
/** The latest slot starts at most this long after now. */
export const SCHEDULE_MAX_AHEAD_MS = 2 * 24 * 60 * 60_000;

const MINUTE_MS = 60_000;
const SLOT_MS = SLOT_MIN * MINUTE_MS;
const IST_OFFSET_MS = 330 * MINUTE_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;
const SHORT_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export interface ScheduleSlot {
  start: Date;
  end: Date;
  day: 'today' | 'tomorrow';
}

/** The India date of an instant as a day number (days since 1970-01-01 in India). */
const indiaDay = (at: Date) => Math.floor((at.getTime() + IST_OFFSET_MS) / DAY_MS);

/** Every minute of the slot is within an opening window (a window to midnight runs on into 00:00's). */
export function slotWithinHours(windows: readonly OpeningWindow[], start: Date): boolean {
  for (let m = 0; m < SLOT_MIN; m++) {
    if (!isOpenAt(windows, new Date(start.getTime() + m * MINUTE_MS))) return false;
  }
  return true;
}

/**
 * The slots on offer at `now`: starting on the hour or half past (India's offset is 5:30, so these
 * are UTC's half hours too), at least 45 minutes ahead, at most 2 days ahead, on today's or
 * tomorrow's India date, and entirely within the opening hours. In time order.
 */
export function scheduleSlots(input: { windows: readonly OpeningWindow[]; now: Date }): ScheduleSlot[] {
  const { windows, now } = input;
  const today = indiaDay(now);
  const earliest = now.getTime() + SCHEDULE_LEAD_MIN * MINUTE_MS;
  const first = Math.ceil(earliest / SLOT_MS) * SLOT_MS;
  const slots: ScheduleSlot[] = [];
  for (let t = first; t <= now.getTime() + SCHEDULE_MAX_AHEAD_MS; t += SLOT_MS) {
    const start = new Date(t);
    const day = indiaDay(start) - today;
    if (day > 1) break;
    if (!slotWithinHours(windows, start)) continue;
    slots.push({ start, end: new Date(t + SLOT_MS), day: day === 0 ? 'today' : 'tomorrow' });
  }
  return slots;
}

/** Why a chosen slot cannot be had, in the words a refused order shows; null when it holds. */
export function slotProblem(input: {
  windows: readonly OpeningWindow[];
  now: Date;
  start: Date;
  restaurantName: string;
}): string | null {
  const { windows, now, start } = input;
  const t = start.getTime();
  if (!Number.isFinite(t) || t % SLOT_MS !== 0)
    return 'Choose one of the offered times (on the hour or half past).';
  if (t < now.getTime() + SCHEDULE_LEAD_MIN * MINUTE_MS) return 'Choose a time at least 45 minutes from now.';
  if (t > now.getTime() + SCHEDULE_MAX_AHEAD_MS || indiaDay(start) - indiaDay(now) > 1)
    return 'Orders can be scheduled for today or tomorrow only.';
  if (!slotWithinHours(windows, start)) return `${input.restaurantName} is closed at that time.`;
  return null;
}

/**
 * When a scheduled order reaches the kitchen: the slot's start less the minutes from the kitchen to
 * the door (promisedMinutes: cooking, pickup, the ride, the handover), never before it was placed.
 */
export function releaseTime(input: { slotStart: Date; promisedMin: number; placedAt: Date }): Date {
  const at = input.slotStart.getTime() - Math.max(0, input.promisedMin) * MINUTE_MS;
  return new Date(Math.max(at, input.placedAt.getTime()));
}

/** "1:00-1:30 pm", "11:30 am-12:00 pm": a slot's times in India, the am/pm said once when shared. */
export function slotTimesText(start: Date): string {
  const part = (at: Date) => {
    const { minuteOfDay } = indiaClock(at);
    const hour = Math.floor(minuteOfDay / 60);
    const h12 = hour % 12 === 0 ? 12 : hour % 12;
    return { clock: `${h12}:${String(minuteOfDay % 60).padStart(2, '0')}`, half: hour < 12 ? 'am' : 'pm' };
  };
  const a = part(start);
  const b = part(new Date(start.getTime() + SLOT_MS));
  return a.half === b.half ? `${a.clock}-${b.clock} ${b.half}` : `${a.clock} ${a.half}-${b.clock} ${b.half}`;
}

/** "Scheduled for Thu 1:00-1:30 pm": the one form every screen shows for an order for later. */
export function scheduledForText(start: Date): string {
  return `Scheduled for ${SHORT_DAYS[indiaClock(start).dayOfWeek]} ${slotTimesText(start)}`;
}

/**
 * slotTimesText in every language (issue 28): Hindi "1:00 pm-1:30 pm", Bengali "1:00 PM-1:30 PM",
 * each end as Intl writes it, as the web's own slot words do.
 */
export function slotTimesSaid(start: Date): Said {
  const end = new Date(start.getTime() + SLOT_MS);
  return {
    en: slotTimesText(start),
    hi: `${timeIn('hi', start)}-${timeIn('hi', end)}`,
    bn: `${timeIn('bn', start)}-${timeIn('bn', end)}`,
  };
}

/** A slot with its short day, for a sentence about it: "Thu 1:00-1:30 pm", "गुरु 1:00 pm-1:30 pm". */
export function slotWhenSaid(start: Date): Said {
  const times = slotTimesSaid(start);
  return {
    en: `${SHORT_DAYS[indiaClock(start).dayOfWeek]} ${times.en}`,
    hi: `${weekdayIn('hi', start, 'short')} ${times.hi}`,
    bn: `${weekdayIn('bn', start, 'short')} ${times.bn}`,
  };
}

/**
 * Has this order not reached the kitchen yet: an order for later not released (its placedAt, when it
 * reached the restaurant, is still to come). Callers ask it of orders in status placed.
 */
export const isAwaitingRelease = (order: { scheduledFor: Date | null; placedAt: Date | null }) =>
  order.scheduledFor !== null && order.placedAt === null;
