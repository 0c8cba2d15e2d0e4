import { sameHex } from '../../security/constant-time.ts';
import { hmacHex, type PaymentGateway } from './payment-gateway.ts';

/** Razorpay (https://razorpay.com/docs/api/orders/): orders over its REST API, signatures as documented. */
export function createRazorpayGateway(
  keyId: string,
  keySecret: string,
  webhookSecret: string,
  fetchImpl: typeof fetch = fetch,
): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  return {
    provider: 'razorpay',
    publicKey: keyId,
    async createOrder(amountPaise, receipt) {
      const res = await fetchImpl('https://api.razorpay.com/v1/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!res.ok) throw new Error(`Razorpay answered ${res.status}`);
      const order = (await res.json()) as { id: string };
      return { providerOrderId: order.id };
    },
    verifyPaymentSignature: (orderId, paymentId, signature) =>
      sameHex(signature, hmacHex(keySecret, `${orderId}|${paymentId}`)),
    verifyWebhookSignature: (raw, signature) => sameHex(signature, hmacHex(webhookSecret, raw)),
    // https://razorpay.com/docs/api/refunds/create-normal/ : the receipt is ours, to find it again.
    async refund({ providerPaymentId, amountPaise, receipt }) {
      const res = await fetchImpl(
        `https://api.razorpay.com/v1/payments/${encodeURIComponent(providerPaymentId)}/refund`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization },
          body: JSON.stringify({ amount: amountPaise, speed: 'normal', receipt }),
          signal: AbortSignal.timeout(15_000),
        },
      );
      if (!res.ok) throw new Error(`Razorpay refund answered ${res.status}`);
      const refund = (await res.json()) as { id?: unknown };
      if (typeof refund.id !== 'string') throw new Error('Razorpay refund answer has no id');
      return { providerRefundId: refund.id };
    },
  };
}
