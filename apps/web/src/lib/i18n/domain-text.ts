// The domain's words, in the screen's language. The domain package holds the rules and imports only
// zod, so its English (a blocker, a coupon's minimum, an order for later's slot, an address's tag) is
// the server's copy; the screens say the same things through these, and compare domain values (never
// a server message's words) to choose what to say.
import { BLOCKERS } from '@khabar/domain/orders/order-blockers';
import { SLOT_MIN, scheduledForText } from '@khabar/domain/orders/schedule-slots';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { formatTime } from '../format-date.ts';
import { INTL_LOCALE, isLanguage } from './languages.ts';

/** Why a cart cannot be ordered now, from the quote's blocker (one of the domain's BLOCKERS values). */
export function blockerText(blocker: string): string {
  if (blocker === BLOCKERS.inactive) return t`Restaurant is inactive.`;
  if (blocker === BLOCKERS.closed) return t`Restaurant is closed.`;
  if (blocker === BLOCKERS.outOfRange) return t`Restaurant doesn't serve in this location.`;
  return blocker;
}

/** What the pay button says for a blocker: out of range reads as the spec's words. */
export function payBlockerText(blocker: string): string {
  return blocker === BLOCKERS.outOfRange ? t`Not serviceable in selected address` : blockerText(blocker);
}

export const houseNeededText = () => t`Add your house / flat number to deliver here.`;

/** 'Scheduled for Thu 1:00-1:30 pm' (decision 048); English exactly as the domain writes it. */
export function scheduledText(at: Date): string {
  if (i18n.locale === 'en' || !isLanguage(i18n.locale)) return scheduledForText(at);
  const day = new Intl.DateTimeFormat(INTL_LOCALE[i18n.locale], {
    timeZone: 'Asia/Kolkata',
    weekday: 'short',
  }).format(at);
  const from = formatTime(at.toISOString());
  const to = formatTime(new Date(at.getTime() + SLOT_MIN * 60_000).toISOString());
  return t`Scheduled for ${day} ${from}-${to}`;
}

/** An address's tag (HOME, OFFICE, OTHER) as the screen says it. */
export function tagText(tag: string): string {
  if (tag === 'HOME') return t`HOME`;
  if (tag === 'OFFICE') return t`OFFICE`;
  if (tag === 'OTHER') return t`OTHER`;
  return tag;
}
