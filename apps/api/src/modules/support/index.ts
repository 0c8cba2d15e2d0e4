// What the support module offers other modules (they import this file, never its internals): the
// order as the support actions panel reads it, for the back office's order page.
/** @public */
export { getOrderSupport } from './get-order-support.ts';
