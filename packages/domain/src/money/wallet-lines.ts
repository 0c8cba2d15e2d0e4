// The wallet's ledger lines (get-wallet-transactions) in the customer's language (issue 28). A line's
// words are stored in English when the money moves, and said in the asking screen's language when the
// ledger is read, so lines written before a customer chose a language read in it too. A line not
// listed here (one written by hand) is shown as it was written.
import type { Said, ServerLanguage } from '../i18n/said.ts';

/** Every line the server writes, {order} standing for the order's number, which is carried over. */
const WALLET_LINES: readonly Said[] = [
  { en: 'Paid for order {order}', hi: 'ऑर्डर {order} का पेमेंट', bn: 'অর্ডার {order}-এর পেমেন্ট' },
  { en: 'Refund for order {order}', hi: 'ऑर्डर {order} का रिफ़ंड', bn: 'অর্ডার {order}-এর রিফান্ড' },
  {
    en: 'Late delivery: 10% back for order {order}',
    hi: 'देर से डिलीवरी: ऑर्डर {order} पर 10% वापस',
    bn: 'দেরিতে ডেলিভারি: অর্ডার {order}-এ 10% ফেরত',
  },
  {
    en: 'Returned: payment for order {order} did not go through',
    hi: 'वापस: ऑर्डर {order} का पेमेंट पूरा नहीं हुआ',
    bn: 'ফেরত: অর্ডার {order}-এর পেমেন্ট সম্পূর্ণ হয়নি',
  },
  {
    en: 'Goodwill credit from customer support',
    hi: 'कस्टमर सपोर्ट की ओर से क्रेडिट',
    bn: 'কাস্টমার সাপোর্টের তরফ থেকে ক্রেডিট',
  },
  { en: 'Refund credit expired', hi: 'रिफ़ंड क्रेडिट की मियाद खत्म', bn: 'রিফান্ড ক্রেডিটের মেয়াদ শেষ' },
  // The demo city's own lines.
  { en: 'Welcome bonus', hi: 'वेलकम बोनस', bn: 'ওয়েলকাম বোনাস' },
  { en: 'Refund for a cancelled order', hi: 'रद्द ऑर्डर का रिफ़ंड', bn: 'বাতিল অর্ডারের রিফান্ড' },
  { en: 'Paid for an order', hi: 'एक ऑर्डर का पेमेंट', bn: 'একটি অর্ডারের পেমেন্ট' },
];

const ORDER = '{order}';
const escapeRegex = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
const PATTERNS = WALLET_LINES.map((said) => ({
  said,
  pattern: new RegExp(`^${escapeRegex(said.en).replace(escapeRegex(ORDER), '(\\S+)')}$`),
}));

/** A stored line in the language asked for; English, or a line not listed, as it was written. */
export function sayWalletLine(stored: string, language: ServerLanguage): string {
  if (language === 'en') return stored;
  for (const { said, pattern } of PATTERNS) {
    const m = pattern.exec(stored);
    if (m) return said[language].replace(ORDER, m[1] ?? '');
  }
  return stored;
}

/** The listed lines, for their tests. */
export const WALLET_LINE_WORDS = WALLET_LINES;
