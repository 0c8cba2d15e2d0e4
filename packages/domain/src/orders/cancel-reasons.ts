// The reasons the system itself gives for cancelling an order, in every language (issue 28). The
// order keeps the English; get-order-details and get-order-tracking say it in the asking screen's
// language. A reason a person typed (the restaurant's refusal, support's) is shown as they wrote it.
import type { Said, ServerLanguage } from '../i18n/said.ts';

export const CANCEL_REASONS = {
  byCustomer: { en: 'Cancelled by you', hi: 'आपने रद्द किया', bn: 'আপনি বাতিল করেছেন' },
  notAccepted: {
    en: 'The restaurant did not accept the order in time.',
    hi: 'रेस्टोरेंट ने समय पर ऑर्डर स्वीकार नहीं किया।',
    bn: 'রেস্তোরাঁ সময়মতো অর্ডারটি গ্রহণ করেনি।',
  },
  // An order for later that could not be released: read after "Cancelled before it reached the kitchen:".
  noLongerTaking: {
    en: 'the restaurant is no longer taking orders',
    hi: 'रेस्टोरेंट अब ऑर्डर नहीं ले रहा',
    bn: 'রেস্তোরাঁ এখন আর অর্ডার নিচ্ছে না',
  },
  closedAtSlot: {
    en: 'the restaurant is closed at that time',
    hi: 'उस समय रेस्टोरेंट बंद है',
    bn: 'সেই সময় রেস্তোরাঁ বন্ধ',
  },
} as const satisfies Record<string, Said>;

const BY_ENGLISH = new Map<string, Said>(Object.values(CANCEL_REASONS).map((said) => [said.en, said]));

/** A stored cancel reason in the language asked for; one a person wrote stays as written. */
export function sayCancelReason(stored: string | null, language: ServerLanguage): string | null {
  if (stored === null) return null;
  return BY_ENGLISH.get(stored)?.[language] ?? stored;
}

/** The customer's own cancel as the kitchen reads it: "you" is the customer's word for themselves. */
const BY_THE_CUSTOMER: Said = {
  en: 'Cancelled by the customer',
  hi: 'ग्राहक ने रद्द किया',
  bn: 'গ্রাহক বাতিল করেছেন',
};

/** A stored cancel reason as the restaurant console shows it, in the language asked for. */
export function sayCancelReasonToKitchen(stored: string | null, language: ServerLanguage): string | null {
  return stored === CANCEL_REASONS.byCustomer.en
    ? BY_THE_CUSTOMER[language]
    : sayCancelReason(stored, language);
}
