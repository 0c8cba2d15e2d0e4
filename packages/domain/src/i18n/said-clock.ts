// Times and days inside the server's Hindi and Bengali words, as the web writes them (decision 049):
// Intl with hi-IN and bn-IN-u-nu-latn, India time, Latin digits in every language, because the
// digits on the screen must match the bill, the SMS and the rider's PIN. English is written by the
// domain's own functions ("7:00 am"), byte for byte what the spec and the tests pin.
import type { ServerLanguage } from './said.ts';

type OtherLanguage = Exclude<ServerLanguage, 'en'>;

const INTL_LOCALE: Record<OtherLanguage, string> = { hi: 'hi-IN', bn: 'bn-IN-u-nu-latn' };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(language: OtherLanguage, kind: 'time' | 'long' | 'short'): Intl.DateTimeFormat {
  const key = `${language}|${kind}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(
      INTL_LOCALE[language],
      kind === 'time'
        ? { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' }
        : { timeZone: 'Asia/Kolkata', weekday: kind },
    );
    formatters.set(key, f);
  }
  return f;
}

/** An instant's time of day in India: "1:30 pm" (Hindi), "1:30 PM" (Bengali). */
export const timeIn = (language: OtherLanguage, at: Date): string => formatter(language, 'time').format(at);

/** An instant's day of the week in India: "गुरुवार", "বৃহস্পতিবার"; short: "गुरु", "বৃহস্পতি". */
export const weekdayIn = (language: OtherLanguage, at: Date, width: 'long' | 'short' = 'long'): string =>
  formatter(language, width).format(at);

const IST_OFFSET_MS = 330 * 60_000;

/** A minute of India's day as a time: any India date will do, the clock reads the same. */
export const minuteIn = (language: OtherLanguage, minuteOfDay: number): string =>
  timeIn(language, new Date(Date.UTC(2026, 0, 1) - IST_OFFSET_MS + minuteOfDay * 60_000));
