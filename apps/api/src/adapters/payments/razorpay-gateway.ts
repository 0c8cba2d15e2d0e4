import { hmacHex, type PaymentGateway, sameHex } from './payment-gateway.ts';

/** Razorpay (https://razorpay.com/docs/api/orders/): orders over its REST API, signatures as documented. */
export function createRazorpayGateway(
  keyId: string,
  keySecret: string,
  webhookSecret: string,
): PaymentGateway {
  return {
    provider: 'razorpay',
    publicKey: keyId,
    async createOrder(amountPaise, receipt) {
      const res = await fetch('https://api.razorpay.com/v1/orders', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`,
        },
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
  };
}
