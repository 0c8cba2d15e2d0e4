// The sandbox gateway's checkout page, served by our own server: it shows the amount and offers Pay
// and Fail. Like a real provider it signs the result for the browser and also calls our webhook.
import { schema } from '@khabar/db';
import { formatInr } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hmacHex } from '../../adapters/payments/payment-gateway.ts';
import type { createSandboxGateway } from '../../adapters/payments/sandbox-gateway.ts';
import { AppError } from '../../errors/app-error.ts';

type SandboxGateway = ReturnType<typeof createSandboxGateway>;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;display:grid;place-items:center;min-height:100vh;color:#111827}
main{background:#fff;border-radius:16px;box-shadow:0 4px 24px #0002;padding:28px;width:min(360px,90vw)}
h1{font-size:1.1rem;margin:0 0 4px}p{margin:6px 0;color:#4b5563}.amount{font-size:2rem;font-weight:700;color:#111827;margin:16px 0}
form{margin-top:12px}button{width:100%;padding:14px;border:0;border-radius:10px;font-size:1rem;font-weight:600;cursor:pointer}
.pay{background:#16a34a;color:#fff}.fail{background:#fff;color:#b91c1c;border:1px solid #fca5a5}
button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}.note{font-size:.8rem;margin-top:16px}
</style></head><body><main>${body}</main></body></html>`;
}

export async function sandboxCheckoutRoutes(
  app: FastifyInstance,
  opts: { gateway: SandboxGateway },
): Promise<void> {
  const { gateway } = opts;
  // The page's forms post no fields; the action is in the URL.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, _b, done) =>
    done(null, {}),
  );

  async function paymentOf(providerOrderId: string) {
    const [p] = await app.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.providerOrderId, providerOrderId));
    if (p?.provider !== 'sandbox') throw new AppError('NOT_FOUND', 'Payment not found');
    return p;
  }

  /** Delivers a signed webhook to ourselves, exactly as the provider would. */
  async function sendWebhook(event: string, entity: Record<string, unknown>) {
    const payload = JSON.stringify({ event, payload: { payment: { entity } } });
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex(gateway.webhookSecret, payload),
        'x-razorpay-event-id': `evt_sbx_${entity.id}_${event}`,
      },
      payload,
    });
    if (res.statusCode >= 500) app.log.error({ status: res.statusCode }, 'sandbox webhook failed');
  }

  app.get<{ Params: { id: string } }>('/sandbox-pay/:id', async (req, reply) => {
    const p = await paymentOf(req.params.id);
    const id = escapeHtml(p.providerOrderId);
    const body =
      p.status === 'created'
        ? `<h1>Khabar test payment</h1><p>Sandbox gateway: no real money moves.</p>
<p class="amount">${formatInr(p.amountPaise)}</p><p>Order reference ${id}</p>
<form method="post" action="/sandbox-pay/${id}/pay"><button class="pay" type="submit" autofocus>Pay ${formatInr(p.amountPaise)}</button></form>
<form method="post" action="/sandbox-pay/${id}/fail"><button class="fail" type="submit">Fail payment</button></form>
<p class="note">Pay signs the result like a real gateway and calls Khabar's webhook.</p>`
        : `<h1>This payment is already ${p.status === 'paid' ? 'paid' : 'closed'}</h1><p><a href="/myOrders">See your orders</a></p>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page('Pay', body));
  });

  app.post<{ Params: { id: string; action: string } }>('/sandbox-pay/:id/:action', async (req, reply) => {
    const p = await paymentOf(req.params.id);
    const orderId = p.providerOrderId;
    if (req.params.action === 'pay') {
      const paymentId = gateway.newPaymentId();
      await sendWebhook('payment.captured', {
        id: paymentId,
        order_id: orderId,
        amount: p.amountPaise,
        currency: 'INR',
        status: 'captured',
      });
      const signature = hmacHex(gateway.keySecret, `${orderId}|${paymentId}`);
      const q = new URLSearchParams({
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: signature,
      });
      return reply.redirect(`/checkout?${q}`, 303);
    }
    if (req.params.action === 'fail') {
      await sendWebhook('payment.failed', {
        id: gateway.newPaymentId(),
        order_id: orderId,
        amount: p.amountPaise,
        currency: 'INR',
        status: 'failed',
      });
      return reply.redirect(`/checkout?${new URLSearchParams({ payment_failed: orderId })}`, 303);
    }
    throw new AppError('NOT_FOUND', 'Not found');
  });
}
