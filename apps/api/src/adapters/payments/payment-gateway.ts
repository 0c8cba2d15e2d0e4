import { createHmac } from 'node:crypto';

/**
 * An online payment provider. Razorpay is the real one; the sandbox is served by our own server so the
 * whole flow (checkout, signature, webhook) runs with no outside service.
 */
export interface PaymentGateway {
  readonly provider: 'sandbox' | 'razorpay';
  /** The public key the browser's checkout uses. */
  readonly publicKey: string;
  createOrder(amountPaise: number, receipt: string): Promise<{ providerOrderId: string }>;
  /** The checkout's signature: HMAC-SHA256(key secret, provider order id + '|' + payment id). */
  verifyPaymentSignature(providerOrderId: string, paymentId: string, signature: string): boolean;
  /** A webhook's signature: HMAC-SHA256(webhook secret, raw body). */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
  /**
   * Sandbox only: the URL of our own checkout page for a payment, carrying a key that only the customer
   * who placed the order is given (the page is opened by a plain navigation, which sends no session).
   */
  checkoutUrl?(providerOrderId: string): string;
  /** Gives a captured payment back (all or part); throws when the provider refuses or cannot be reached. */
  refund(input: { providerPaymentId: string; amountPaise: number; receipt: string }): Promise<{
    providerRefundId: string;
  }>;
}

export const hmacHex = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');
