// The sandbox gateway's checkout page, served by our own server: it shows the amount and offers Pay
// and Fail. Like a real provider it signs the result for the browser and also calls our webhook.
// The page is opened by a plain navigation (no session header), so its URL carries a key made for
// that payment and given only to the customer who placed the order: without it nothing is shown or done.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hmacHex } from '../../adapters/payments/payment-gateway.ts';
import type { createSandboxGateway } from '../../adapters/payments/sandbox-gateway.ts';
import { AppError } from '../../errors/app-error.ts';
import { fileAnswer } from '../../plugins/openapi.ts';
import { findSandboxPayment } from './find-sandbox-payment.ts';
import { sandboxPage, sandboxRefusedPage } from './sandbox-page.ts';

type SandboxGateway = ReturnType<typeof createSandboxGateway>;

export async function sandboxCheckoutRoutes(
  app: FastifyInstance,
  opts: { gateway: SandboxGateway },
): Promise<void> {
  const { gateway } = opts;
  // The page's forms post no fields; the action is in the URL.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, _b, done) =>
    done(null, {}),
  );

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

  type PageRequest = { Params: { id: string }; Querystring: { key?: unknown } };

  // Pages for a browser, read by their own handlers: their parameters are documented, not validated here.
  const page = z.object({ id: z.string() }).meta({ examples: [{ id: 'order_sbx_7d2e08' }] });
  const key = z
    .object({ key: z.string().meta({ description: 'The checkout key from place-order.' }) })
    .meta({ examples: [{ key: 'c2FuZGJveC1rZXk' }] });
  const pageDoc = {
    params: page,
    querystring: key,
    response: {
      200: fileAnswer('text/html', 'The checkout page: the amount, Pay and Fail.'),
      403: fileAnswer('text/html', 'Without its key: a page that shows nothing.'),
    },
  };
  const actionDoc = {
    params: page.extend({ action: z.enum(['pay', 'fail']) }).meta({
      examples: [{ id: 'order_sbx_7d2e08', action: 'pay' }],
    }),
    querystring: key,
    bare: { 303: 'Back to /checkout, with the signed result in the query (pay) or payment_failed (fail).' },
  };
  app.get<PageRequest>('/sandbox-pay/:id', { config: { openapi: pageDoc } }, async (req, reply) => {
    const p = await findSandboxPayment({ db: app.db, providerOrderId: req.params.id });
    const page = reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!gateway.isCheckoutKey(p.providerOrderId, req.query.key)) {
      return page.status(403).send(sandboxRefusedPage());
    }
    return page.send(sandboxPage({ ...p, key: String(req.query.key) }));
  });

  app.post<PageRequest & { Params: { action: string } }>(
    '/sandbox-pay/:id/:action',
    { config: { openapi: actionDoc } },
    async (req, reply) => {
      const p = await findSandboxPayment({ db: app.db, providerOrderId: req.params.id });
      if (!gateway.isCheckoutKey(p.providerOrderId, req.query.key)) {
        throw new AppError('FORBIDDEN', 'Only the customer who placed this order can pay or fail it.');
      }
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
    },
  );
}
