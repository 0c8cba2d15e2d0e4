import { INTL_LOCALE, isLanguage } from './i18n/languages.ts';

// Dates as a Kolkata customer reads them: the city's own time zone, whatever the phone is set to,
// because restaurant hours and delivery promises are Kolkata times; in the language on the screen
// (html's lang, set when the language changes), with Latin digits (decision 049).
const KOLKATA = { timeZone: 'Asia/Kolkata' } as const;
const DATE_TIME: Intl.DateTimeFormatOptions = {
  ...KOLKATA,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};
const DATE_ONLY: Intl.DateTimeFormatOptions = { ...KOLKATA, day: 'numeric', month: 'short', year: 'numeric' };
const TIME_ONLY: Intl.DateTimeFormatOptions = { ...KOLKATA, hour: 'numeric', minute: '2-digit' };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const lang = typeof document === 'undefined' ? 'en' : document.documentElement.lang;
  const locale = INTL_LOCALE[isLanguage(lang) ? lang : 'en'];
  const key = `${locale}|${options === DATE_TIME ? 'dt' : options === DATE_ONLY ? 'd' : 't'}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

/** '23 Nov 2026, 4:24 pm' */
export const formatDateTime = (iso: string) => formatter(DATE_TIME).format(new Date(iso));
/** '23 Nov 2026' */
export const formatDate = (iso: string) => formatter(DATE_ONLY).format(new Date(iso));
/** '5:04 pm': for a promise made today, like an expected delivery time. */
export const formatTime = (iso: string) => formatter(TIME_ONLY).format(new Date(iso));
