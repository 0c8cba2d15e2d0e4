// The domain's words, in the screen's language. The domain package holds the rules and imports only
// zod, so its English (a blocker, a coupon's minimum, an order for later's slot, an address's tag) is
// the server's copy; the screens say the same things through these, and compare domain values (never
// a server message's words) to choose what to say.
import { formatInr } from '@khabar/domain/money/rupees';
import { CANCEL_REFUSAL } from '@khabar/domain/orders/customer-cancel';
import { BLOCKERS } from '@khabar/domain/orders/order-blockers';
import { DELIVERY_TYPE, ORDER_STATUS } from '@khabar/domain/orders/order-status';
import type { OrderStepKey } from '@khabar/domain/orders/order-steps';
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

/** A rating's chip (the domain's HIGH_RATING_TAGS and LOW_RATING_TAGS), stored in English. */
export function ratingTagText(tag: string): string {
  const words: Record<string, string> = {
    Tasty: t`Tasty`,
    'Good packaging': t`Good packaging`,
    'On time': t`On time`,
    'Value for money': t`Value for money`,
    Fresh: t`Fresh`,
    'Generous portions': t`Generous portions`,
    'Polite captain': t`Polite captain`,
    'Hot food': t`Hot food`,
    'Authentic taste': t`Authentic taste`,
    'Less spicy': t`Less spicy`,
    'Late delivery': t`Late delivery`,
    'Cold food': t`Cold food`,
    'Small portions': t`Small portions`,
    'Too oily': t`Too oily`,
    'Missing item': t`Missing item`,
    'Poor packaging': t`Poor packaging`,
    'Too spicy': t`Too spicy`,
  };
  return words[tag] ?? tag;
}

/**
 * An order's status by its id, as the domain's orderStatusLabel names it: the one wording of the
 * customer's orders, the restaurant console and the captain app. It lives here, not in a feature, so
 * none imports another; its words are in the customer's catalogue, which the consoles load too.
 */
export function statusText(statusId: number): string {
  switch (statusId) {
    case ORDER_STATUS.awaitingPayment:
      return t`Awaiting payment`;
    case ORDER_STATUS.preparing:
      return t`Preparing Food`;
    case ORDER_STATUS.agentAssigned:
      return t`Delivery Agent Assigned`;
    case ORDER_STATUS.onTheWay:
      return t`Food is on the way`;
    case ORDER_STATUS.delivered:
      return t`Delivered`;
    case ORDER_STATUS.cancelled:
      return t`Cancelled`;
    case ORDER_STATUS.readyForPickup:
      return t`Food is ready for pickup`;
    default:
      return t`Order Placed`;
  }
}

/**
 * A choice group's rule, as the domain's groupRuleText says it: under the group on the customer's menu
 * and in the restaurant's menu editor (one wording for both, so the two never drift apart).
 */
export function ruleText(g: { name: string; min: number; max: number }): string {
  const { name, min, max } = g;
  if (min === 1 && max === 1) return t`Choose one ${name}`;
  if (min === 0) return t`Choose up to ${max}`;
  if (min === max) return t`Choose ${min}`;
  return t`Choose ${min} to ${max}`;
}

/** Delivery or Self Pickup, by the order's delivery_type (the domain's orderTypeLabel). */
export const orderTypeText = (deliveryType: number) =>
  deliveryType === DELIVERY_TYPE.delivery ? t`Delivery` : t`Self Pickup`;

/** A step of an order's progress (the domain's orderSteps), by its key. */
export function stepText(key: OrderStepKey, pickup: boolean): string {
  const words: Record<OrderStepKey, string> = {
    placed: t`Order placed`,
    preparing: t`Preparing your food`,
    ready: pickup ? t`Ready for pickup` : t`Food ready`,
    rider: t`Rider assigned`,
    on_the_way: t`On the way`,
    delivered: t`Delivered`,
    picked_up: t`Picked up`,
    cancelled: t`Cancelled`,
  };
  return words[key];
}

/** Why a customer may not cancel (the domain's CANCEL_REFUSAL, which the API refuses with too). */
export function cancelRefusalText(reason: string): string {
  const words: Record<string, string> = {
    [CANCEL_REFUSAL.window]: t`Orders cannot be cancelled after 2 minutes of booking.`,
    [CANCEL_REFUSAL.onTheWay]: t`Your food is already on its way, so the order can no longer be cancelled.`,
    [CANCEL_REFUSAL.delivered]: t`This order is delivered, so it can no longer be cancelled.`,
    [CANCEL_REFUSAL.collected]: t`This order is picked up, so it can no longer be cancelled.`,
    [CANCEL_REFUSAL.cancelled]: t`This order is already cancelled.`,
    [CANCEL_REFUSAL.awaitingPayment]: t`This order has not reached the restaurant: it ends by itself if the payment does not come.`,
  };
  return words[reason] ?? reason;
}

/** How the bill is paid, as it stands (the domain's paymentLine). */
export function paymentText(o: {
  statusId: number;
  paymentMode: 'COD' | 'WALLET' | 'RAZORPAY';
  payablePaise: number;
}) {
  if (o.paymentMode === 'COD') {
    if (o.statusId === 6) return t`Nothing to pay: this order was cancelled.`;
    const amount = formatInr(o.payablePaise);
    if (o.statusId !== 5) return t`Pay ${amount} in cash on delivery`;
    return t`Paid via Cash on Delivery`;
  }
  if (o.paymentMode === 'RAZORPAY' && o.statusId === 0) return t`Waiting for your online payment`;
  return o.paymentMode === 'WALLET' ? t`Paid via Wallet` : t`Paid via Online payment`;
}
