import { saveCoupon } from './coupon-store.ts';
import { saveOrderComment } from './order-comment-store.ts';
import { saveScheduledFor } from './schedule-store.ts';
import { saveTip } from './tip-store.ts';

/**
 * What belongs to one cart and goes with it (issue 23 item 12): its coupon, the rider's tip, the
 * cooking instructions and the slot of an order for later. A placed order, an emptied cart and a cart started afresh at another
 * restaurant all clear them, so nothing of the last cart is charged on the next.
 */
export function clearCartChoices() {
  saveCoupon(null);
  saveTip(0);
  saveOrderComment('');
  saveScheduledFor(null);
}
