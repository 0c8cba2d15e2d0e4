// What the support module offers other modules (they import this file, never its internals): the
// support actions that are steps of an order's lifecycle, and the order as the actions panel reads it
// (for the back office's order page).
export { cancelOrderAsOperator } from './cancel-order-as-operator.ts';
/** @public */
export { getOrderSupport } from './get-order-support.ts';
export { markOrderDelivered } from './mark-order-delivered.ts';
export { reassignOrderCaptain } from './reassign-order-captain.ts';
export { redispatchOrder } from './redispatch-order.ts';
export { unassignOrderCaptain } from './unassign-order-captain.ts';
export { unlockDeliveryPin } from './unlock-delivery-pin.ts';
