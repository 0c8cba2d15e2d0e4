// What the screens say about where an order stands: the tracking headline, the greeting after placing
// and the payment line of the bill. Every screen asks these with the order's status as the server last
// said it, never a flag of its own ("just placed"), so a cancelled order reads cancelled everywhere.
import { formatInr } from '../money/rupees.ts';
import { DELIVERY_TYPE, ORDER_STATUS } from './order-status.ts';

const S = ORDER_STATUS;

/** On its way to the customer: reached the restaurant, neither delivered nor cancelled. */
export const isActiveOrder = (statusId: number): boolean =>
  statusId === S.placed ||
  statusId === S.preparing ||
  statusId === S.agentAssigned ||
  statusId === S.onTheWay ||
  statusId === S.readyForPickup;

/** Where the order is, in one sentence (tracking's headline). */
export function orderHeadline(o: {
  statusId: number;
  deliveryType: number;
  restaurantName: string;
  riderName: string | null;
}): string {
  const rider = o.riderName?.split(' ')[0] || 'Your rider';
  switch (o.statusId) {
    case S.awaitingPayment:
      return 'Waiting for your payment';
    case S.placed:
      return `Waiting for ${o.restaurantName} to accept your order`;
    case S.preparing:
      return `${o.restaurantName} is preparing your food`;
    case S.agentAssigned:
      return `${rider} is picking up your food at ${o.restaurantName}`;
    case S.onTheWay:
      return `${rider} is on the way with your food`;
    case S.readyForPickup:
      return `Your food is ready for pickup at ${o.restaurantName}`;
    case S.delivered:
      return o.deliveryType === DELIVERY_TYPE.selfPickup
        ? 'Picked up. Enjoy your meal!'
        : 'Delivered. Enjoy your meal!';
    case S.cancelled:
      return 'This order was cancelled';
    default:
      return 'Order placed';
  }
}

/** The greeting right after placing, while it is still true; null once the order is finished. */
export const placedGreeting = (o: { statusId: number; restaurantName: string }): string | null =>
  isActiveOrder(o.statusId) ? `Order placed! ${o.restaurantName} has your order.` : null;

const METHOD = { COD: 'Cash on Delivery', WALLET: 'Wallet', RAZORPAY: 'Online payment' } as const;

/** How the bill is paid, as it stands: cash still to pay, paid, nothing to pay, or waiting for payment. */
export function paymentLine(o: {
  statusId: number;
  paymentMode: keyof typeof METHOD;
  /** What is left after the wallet part, in paise. */
  payablePaise: number;
}): string {
  if (o.paymentMode === 'COD') {
    if (o.statusId === S.cancelled) return 'Nothing to pay: this order was cancelled.';
    if (o.statusId !== S.delivered) return `Pay ${formatInr(o.payablePaise)} in cash on delivery`;
  }
  if (o.paymentMode === 'RAZORPAY' && o.statusId === S.awaitingPayment)
    return 'Waiting for your online payment';
  return `Paid via ${METHOD[o.paymentMode]}`;
}
