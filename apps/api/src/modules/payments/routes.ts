// Online payment results: the checkout's signed answer (verify-payment) and the provider's signed
// webhook. Either may come first and either may repeat; settle-payment makes the outcome happen once.
import {
  paymentWebhookBody,
  paymentWebhookResponse,
  verifyPaymentBody,
  verifyPaymentResponse,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { receiveWebhook } from './receive-webhook.ts';
import { verifyPayment } from './verify-payment.ts';

const headerText = (v: string | string[] | undefined) => (typeof v === 'string' && v ? v : undefined);

export async function paymentRoutes(app: FastifyInstance, opts: { gateway: PaymentGateway }): Promise<void> {
  const { gateway } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/verify-payment',
    {
      preHandler: requireUser,
      schema: { body: verifyPaymentBody, response: { 200: verifyPaymentResponse } },
    },
    async (req) =>
      verifyPayment({
        db: app.db,
        gateway,
        now: app.now(),
        userId: userOf(req).id,
        payment: req.body,
        lifecycle: { events: app.events, settings: app.config.lifecycle },
      }),
  );

  // The webhook needs the exact bytes the provider signed, so JSON is read as a string here only.
  await app.register(async (hook) => {
    hook.removeContentTypeParser('application/json');
    hook.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    // Its body is read as the signed text, so its schema is the document's only.
    const openapi = { body: paymentWebhookBody, response: { 200: paymentWebhookResponse } };
    hook.post('/payments/webhook', { config: { openapi } }, async (req) =>
      receiveWebhook({
        db: app.db,
        gateway,
        now: app.now(),
        lifecycle: { events: app.events, settings: app.config.lifecycle },
        rawBody: typeof req.body === 'string' ? req.body : '',
        signature: headerText(req.headers['x-razorpay-signature']),
        eventId: headerText(req.headers['x-razorpay-event-id']),
      }),
    );
  });
}
