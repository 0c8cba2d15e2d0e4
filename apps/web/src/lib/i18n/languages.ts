// The languages Khabar speaks (issue 28, decision 049), and which one a visitor gets: the one they
// chose (remembered in localStorage, and on the account once logged in), else the first of the
// browser's languages that we speak, else English.

export const LANGUAGES = ['en', 'hi', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's own name, as its speakers look for it in a list (never translated). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी', bn: 'বাংলা' };

/**
 * The Intl locale for numbers and dates. Bengali keeps Latin digits (bn-IN would write ১২৩): prices,
 * order numbers, codes and phone numbers are read and typed in Latin digits on Kolkata's menus, bills
 * and SMS, and the digits on the screen must match the ones in the SMS (decision 049).
 */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', bn: 'bn-IN-u-nu-latn' };

export const LANGUAGE_KEY = 'language';

/** The window's event when the person switches language: answers holding the server's words are asked again. */
export const LANGUAGE_CHANGED = 'khabar:language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** 'bn-IN' -> 'bn'; the first of the browser's list that we speak. */
export function languageFromList(list: readonly string[]): Language | null {
  for (const tag of list) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return null;
}

export function chosenLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage refused (private mode): the browser's list still decides.
  }
  const list = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return languageFromList(list) ?? 'en';
}
