// Online payment results: the checkout's signed answer (verify-payment) and the provider's signed
// webhook. Either may come first and either may repeat; settle-payment makes the outcome happen once.
import { schema } from '@khabar/db';
import { verifyPaymentBody } from '@khabar/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import { AppError } from '../../errors/app-error.ts';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { markFailed, markPaid } from './settle-payment.ts';

/** The part of a Razorpay webhook we read (https://razorpay.com/docs/webhooks/payloads/payments/). */
const webhookEvent = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({
      entity: z.object({
        id: z.string().min(1).max(100),
        order_id: z.string().min(1).max(100),
        amount: z.number().int().positive(),
      }),
    }),
  }),
});

export async function paymentRoutes(app: FastifyInstance, opts: { gateway: PaymentGateway }): Promise<void> {
  const { gateway } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/verify-payment', { preHandler: requireUser, schema: { body: verifyPaymentBody } }, async (req) => {
    const b = req.body;
    if (!gateway.verifyPaymentSignature(b.razorpay_order_id, b.razorpay_payment_id, b.razorpay_signature)) {
      throw new AppError('BAD_REQUEST', 'Payment could not be verified.');
    }
    // The signature proves the payment; the order must still be the caller's own.
    const [own] = await app.db
      .select({ orderId: schema.payments.orderId })
      .from(schema.payments)
      .innerJoin(schema.orders, eq(schema.orders.id, schema.payments.orderId))
      .where(
        and(
          eq(schema.payments.provider, gateway.provider),
          eq(schema.payments.providerOrderId, b.razorpay_order_id),
          eq(schema.orders.userId, userOf(req).id),
        ),
      );
    if (!own) throw new AppError('NOT_FOUND', 'Payment not found');
    const paid = await markPaid(
      app.db,
      { provider: gateway.provider, providerOrderId: b.razorpay_order_id, paymentId: b.razorpay_payment_id },
      app.now(),
    );
    return { success: true, data: { order_id: paid.orderId } };
  });

  // The webhook needs the exact bytes the provider signed, so JSON is read as a string here only.
  await app.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    hook.post('/payments/webhook', async (req) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const signature = req.headers['x-razorpay-signature'];
      if (typeof signature !== 'string' || !gateway.verifyWebhookSignature(raw, signature)) {
        throw new AppError('UNAUTHORIZED', 'Webhook signature is not valid.');
      }
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw new AppError('BAD_REQUEST', 'Request body is not valid JSON');
      }
      const eventId = req.headers['x-razorpay-event-id'];
      if (typeof eventId === 'string' && eventId) {
        const [seen] = await app.db
          .select({ id: schema.paymentWebhookEvents.eventId })
          .from(schema.paymentWebhookEvents)
          .where(eq(schema.paymentWebhookEvents.eventId, eventId));
        if (seen) return { success: true, duplicate: true };
      }
      const parsed = webhookEvent.safeParse(json);
      // Events we do not act on are acknowledged so the provider stops resending them.
      if (parsed.success) {
        const payment = parsed.data.payload.payment.entity;
        const ref = { provider: gateway.provider, providerOrderId: payment.order_id };
        if (parsed.data.event === 'payment.captured' || parsed.data.event === 'order.paid') {
          await markPaid(app.db, { ...ref, paymentId: payment.id, amountPaise: payment.amount }, app.now());
        } else if (parsed.data.event === 'payment.failed' && gateway.provider === 'sandbox') {
          // Razorpay lets the customer retry inside one checkout, so a failed attempt does not end its
          // order there (abandoned orders expire instead); the sandbox's Fail is the customer giving up.
          await markFailed(app.db, ref, app.now());
        }
      }
      if (typeof eventId === 'string' && eventId) {
        await app.db
          .insert(schema.paymentWebhookEvents)
          .values({ eventId: eventId.slice(0, 200), provider: gateway.provider, payload: json as object })
          .onConflictDoNothing();
      }
      return { success: true };
    });
  });
}
