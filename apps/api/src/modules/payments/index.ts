// What the payments module offers other modules (they import this file, never its internals).
export { expirePayment } from './expire-payment.ts';
export { expireAbandonedPayments } from './settle-payment.ts';
