// What the lifecycle module offers other modules (they import this file, never its internals): the
// step services, the order_events outbox, placement hooks for place-order and settle-payment, and
// refunds (also for payments captured after their order was given up).
export { acceptOrder } from './accept-order.ts';
export {
  applyOrderTransition,
  captainOfUser,
  isStaffOf,
  lockOrder,
  type StepContext,
} from './apply-order-transition.ts';
export { arriveAtRestaurant } from './arrive-at-restaurant.ts';
export { assignCaptain, ON_A_TRIP } from './assign-captain.ts';
export { autoCancelOrder } from './auto-cancel-order.ts';
export { cancelOrder, customerCancelOf } from './cancel-order.ts';
export { closeOrderOffers, offerClosedMessage } from './close-order-offers.ts';
export { type Alert, insertAlert, placedAlert } from './customer-alerts.ts';
export { deliverOrder } from './deliver-order.ts';
export { handOverOrder } from './hand-over-order.ts';
export {
  acceptWindowOf,
  type LifecycleContext,
  lifecycleContextOf,
  type OrderRow,
} from './lifecycle-context.ts';
export { markOrderReady } from './mark-order-ready.ts';
export { handledOrderJson, isoOrNull, orderCoreJson } from './order-json-fields.ts';
export { type Outbox, publishOutbox, recordOrderEvent } from './order-outbox.ts';
export { pickUpOrder } from './pick-up-order.ts';
export { processGatewayRefund } from './process-gateway-refund.ts';
export { PAYMENT_EXPIRY_MS, recordOrderPaid, recordOrderPlaced } from './record-order-placed.ts';
/**
 * A captured online payment whose order was given up (a late capture) is refunded with this, in the
 * caller's transaction.
 * @public
 */
export { GATEWAY_REFUND_ATTEMPTS, payRefundIntoWallet, startGatewayRefund } from './refund-order.ts';
export { rejectOrder } from './reject-order.ts';
export { releaseScheduledOrder } from './release-scheduled-order.ts';
export { renewDeliveryPin } from './renew-delivery-pin.ts';
export { settleCancelledOrder } from './settle-cancelled-order.ts';
