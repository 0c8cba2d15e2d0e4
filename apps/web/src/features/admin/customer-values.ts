// What an agent types on the customer-support screens, read as the API takes it: a mobile number or
// an order number to look up, and a goodwill amount in rupees.
import { GOODWILL_MAX_PAISE } from '@khabar/domain/support/goodwill';
import type { CustomerLookup } from './api/find-customer.ts';

const LOOKUP_MESSAGE = 'Enter a 10-digit mobile number, or an order number like KB2611264F7Q2K.';

/**
 * A mobile number as the login reads it (its digits; a +91 or 0 in front is the same number), or an
 * order number (letters and digits, any case), or why it is neither.
 */
export function readLookup(
  text: string,
): { ok: true; lookup: CustomerLookup } | { ok: false; message: string } {
  const t = text.trim();
  if (/[A-Za-z]/.test(t)) {
    const code = t.replace(/[\s-]/g, '').toUpperCase();
    return /^[A-Z0-9]{6,24}$/.test(code)
      ? { ok: true, lookup: { order_id: code } }
      : { ok: false, message: LOOKUP_MESSAGE };
  }
  let digits = t.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits)
    ? { ok: true, lookup: { phone: digits } }
    : { ok: false, message: LOOKUP_MESSAGE };
}

const MAX_RUPEES = GOODWILL_MAX_PAISE / 100;
export const AMOUNT_MESSAGE = `Enter an amount from ₹0.01 to ₹${MAX_RUPEES.toLocaleString('en-IN')}, like 150 or 99.50.`;

/** A goodwill amount in rupees ("₹1,500", "99.5"), as the API's string, or null. */
export function readAmount(text: string): string | null {
  const plain = text.replace(/[₹,\s]/g, '');
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(plain)) return null;
  const paise = Math.round(Number(plain) * 100);
  return paise >= 1 && paise <= GOODWILL_MAX_PAISE ? plain : null;
}
