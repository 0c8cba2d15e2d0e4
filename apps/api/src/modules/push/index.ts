// What the push module offers other modules (decision 051): enqueueing a push in the caller's
// transaction (a lifecycle step, a new order, an offer), the job's sender and the server's key pair.
export { enqueueNewOrderPush, enqueueOfferPush, enqueueOrderStepPush } from './enqueue-push.ts';
export { loadVapidKeys, type VapidKeys } from './load-vapid-keys.ts';
export { sendPush } from './send-push.ts';
