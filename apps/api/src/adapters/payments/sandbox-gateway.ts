import { randomBytes } from 'node:crypto';
import { sameHex } from '../../security/constant-time.ts';
import { hmacHex, type PaymentGateway } from './payment-gateway.ts';

/**
 * The embedded payment provider: our own server plays the gateway (a checkout page with Pay and Fail),
 * signing exactly as Razorpay does, with secrets that never leave the server.
 */
export function createSandboxGateway(secret: string): PaymentGateway & {
  keySecret: string;
  webhookSecret: string;
  newPaymentId(): string;
  checkoutUrl(providerOrderId: string): string;
  /** Whether a checkout page key is the one made for this payment. */
  isCheckoutKey(providerOrderId: string, key: unknown): boolean;
} {
  const keySecret = hmacHex(secret, 'sandbox-key-secret');
  const webhookSecret = hmacHex(secret, 'sandbox-webhook-secret');
  const checkoutSecret = hmacHex(secret, 'sandbox-checkout-secret');
  const checkoutKey = (providerOrderId: string) => hmacHex(checkoutSecret, providerOrderId);
  return {
    provider: 'sandbox',
    publicKey: 'sandbox',
    keySecret,
    webhookSecret,
    async createOrder() {
      return { providerOrderId: `order_sbx_${randomBytes(9).toString('hex')}` };
    },
    newPaymentId: () => `pay_sbx_${randomBytes(9).toString('hex')}`,
    checkoutUrl: (providerOrderId) =>
      `/sandbox-pay/${encodeURIComponent(providerOrderId)}?key=${checkoutKey(providerOrderId)}`,
    isCheckoutKey: (providerOrderId, key) =>
      typeof key === 'string' && sameHex(key, checkoutKey(providerOrderId)),
    verifyPaymentSignature: (orderId, paymentId, signature) =>
      sameHex(signature, hmacHex(keySecret, `${orderId}|${paymentId}`)),
    verifyWebhookSignature: (raw, signature) => sameHex(signature, hmacHex(webhookSecret, raw)),
    // The sandbox holds no money: a refund is recorded under its own id, as the real one would be.
    async refund() {
      return { providerRefundId: `rfnd_sbx_${randomBytes(9).toString('hex')}` };
    },
  };
}
