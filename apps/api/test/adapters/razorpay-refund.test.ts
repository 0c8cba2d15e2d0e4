// The Razorpay refund request, checked against a fake fetch (the network is never called):
// POST https://api.razorpay.com/v1/payments/:id/refund with basic auth, amount in paise and our receipt.
import { describe, expect, it } from 'vitest';
import { createRazorpayGateway } from '../../src/adapters/payments/razorpay-gateway.ts';

function fakeFetch(answer: { status: number; body: unknown }) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe('Razorpay refunds', () => {
  it('posts the refund to the payment with basic auth, the amount in paise and the receipt', async () => {
    const { calls, fetchImpl } = fakeFetch({ status: 200, body: { id: 'rfnd_ABC123', entity: 'refund' } });
    const gateway = createRazorpayGateway('rzp_test_key', 'secret_value', 'hook', fetchImpl);
    const result = await gateway.refund({
      providerPaymentId: 'pay_XYZ 1',
      amountPaise: 24_500,
      receipt: 'refund-7',
    });
    expect(result).toEqual({ providerRefundId: 'rfnd_ABC123' });
    expect(calls).toHaveLength(1);
    const [{ url, init }] = calls as [{ url: string; init: RequestInit }];
    expect(url).toBe('https://api.razorpay.com/v1/payments/pay_XYZ%201/refund');
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers.authorization).toBe(
      `Basic ${Buffer.from('rzp_test_key:secret_value').toString('base64')}`,
    );
    expect(headers['content-type']).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ amount: 24_500, speed: 'normal', receipt: 'refund-7' });
  });

  it('throws when Razorpay refuses or answers without an id, so the job retries', async () => {
    const refused = fakeFetch({ status: 400, body: { error: { code: 'BAD_REQUEST_ERROR' } } });
    await expect(
      createRazorpayGateway('k', 's', 'h', refused.fetchImpl).refund({
        providerPaymentId: 'pay_1',
        amountPaise: 100,
        receipt: 'refund-1',
      }),
    ).rejects.toThrow('Razorpay refund answered 400');
    const odd = fakeFetch({ status: 200, body: {} });
    await expect(
      createRazorpayGateway('k', 's', 'h', odd.fetchImpl).refund({
        providerPaymentId: 'pay_1',
        amountPaise: 100,
        receipt: 'r',
      }),
    ).rejects.toThrow('no id');
  });
});
