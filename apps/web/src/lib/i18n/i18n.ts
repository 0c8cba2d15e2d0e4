import { i18n, type Messages } from '@lingui/core';
import { compileMessage } from './compile-message.ts';
import { INTL_LOCALE, isLanguage, LANGUAGE_CHANGED, LANGUAGE_KEY, type Language } from './languages.ts';

// English messages travel inside each screen's chunk and are compiled on first use; Hindi and Bengali
// are catalogues compiled at build time and fetched only when chosen: the customer's always, the
// restaurant console's and captain app's ("staff") only when one of those opens (decision 049).
i18n.setMessagesCompiler(compileMessage);

type Catalogue = () => Promise<{ messages: Messages }>;
type Translated = Exclude<Language, 'en'>;
const CUSTOMER: Record<Translated, Catalogue> = {
  hi: () => import('../../locales/hi/customer.po'),
  bn: () => import('../../locales/bn/customer.po'),
};
const STAFF: Record<Translated, Catalogue> = {
  hi: () => import('../../locales/hi/staff.po'),
  bn: () => import('../../locales/bn/staff.po'),
};

let staffOpen = false;

async function messagesOf(language: Translated): Promise<Messages> {
  const parts = await Promise.all([CUSTOMER[language](), ...(staffOpen ? [STAFF[language]()] : [])]);
  return Object.assign({}, ...parts.map((part) => part.messages));
}

/** Loads the language's catalogues (none for English) and switches every screen to it. */
export async function activateLanguage(language: Language): Promise<void> {
  const messages = language === 'en' ? {} : await messagesOf(language);
  i18n.loadAndActivate({ locale: language, locales: [INTL_LOCALE[language]], messages });
  document.documentElement.lang = language;
  // A language written in its own digits (Bengali) formats its numbers through Intl.NumberFormat,
  // whose locale data costs a slow phone 45-100 ms the first time: asked for here, in a task of its
  // own while the first screen's answers are on their way, not inside the render of the first plural
  // (decision 062). For English and Hindi the runtime writes a small count without it
  // (lingui-core.ts), so this costs them nothing.
  setTimeout(() => i18n.number(0));
}

/** Before a restaurant console or captain screen renders: their words in the current language. */
export async function openStaffMessages(): Promise<void> {
  if (staffOpen) return;
  staffOpen = true;
  const language = i18n.locale as Language;
  if (language === 'hi' || language === 'bn') i18n.load(language, (await STAFF[language]()).messages);
}

/** The choice, remembered on this device; the account keeps it too once logged in (the caller's job). */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage refused: the choice lasts this visit.
  }
  await activateLanguage(language);
  // The lists, menus and wallet on screen carry the server's words in the old language (decision 060).
  window.dispatchEvent(new Event(LANGUAGE_CHANGED));
}

const CHOSEN_THIS_VISIT = 'languageChosen';

/** The person picked a language on this device in this visit (the switch): a login keeps it. */
export function noteLanguageChosen(): void {
  try {
    sessionStorage.setItem(CHOSEN_THIS_VISIT, '1');
  } catch {
    // Storage refused: a login may then adopt the account's language.
  }
}

/**
 * At login: the account's language, unless the person chose one on this device in this visit (then
 * that choice is the account's from now on). Returns the language the account should keep, if it
 * differs from what it has.
 */
export async function adoptAccountLanguage(account: string | null | undefined): Promise<Language | null> {
  let chosen = false;
  try {
    chosen = sessionStorage.getItem(CHOSEN_THIS_VISIT) === '1';
  } catch {}
  const current = i18n.locale as Language;
  if (!chosen) {
    if (isLanguage(account) && account !== current) await chooseLanguage(account);
    return null;
  }
  return account === current ? null : current;
}

export { i18n };
