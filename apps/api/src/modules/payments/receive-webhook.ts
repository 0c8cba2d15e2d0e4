// The provider's signed webhook: verified on the exact bytes it signed, parsed, de-duplicated by its
// event id, and dispatched to settle-payment (which makes each outcome happen once).
import { type Db, schema } from '@khabar/db';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import { AppError } from '../../errors/app-error.ts';
import { parseJsonSafely } from '../../plugins/input-guard.ts';
import { markFailed, markPaid, type SettleLifecycle } from './settle-payment.ts';

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

export async function receiveWebhook({
  db,
  gateway,
  now,
  rawBody,
  signature,
  eventId,
  lifecycle,
}: {
  lifecycle: SettleLifecycle;
  db: Db;
  gateway: PaymentGateway;
  now: Date;
  rawBody: string;
  signature: string | undefined;
  eventId: string | undefined;
}): Promise<{ success: true; duplicate?: true }> {
  if (typeof signature !== 'string' || !gateway.verifyWebhookSignature(rawBody, signature)) {
    throw new AppError('UNAUTHORIZED', 'Webhook signature is not valid.');
  }
  // The same limits as every other body (nesting, NUL, half surrogate pairs, inexact numbers): a
  // signature proves who sent a body, not that it can be stored.
  const json = parseJsonSafely(rawBody);
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    throw new AppError('BAD_REQUEST', 'A webhook body is a JSON object');
  }
  if (eventId) {
    const [seen] = await db
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
      await markPaid({ db, now, lifecycle, ...ref, paymentId: payment.id, amountPaise: payment.amount });
    } else if (parsed.data.event === 'payment.failed' && gateway.provider === 'sandbox') {
      // Razorpay lets the customer retry inside one checkout, so a failed attempt does not end its
      // order there (abandoned orders expire instead); the sandbox's Fail is the customer giving up.
      await markFailed({ db, now, ...ref });
    }
  }
  if (eventId) {
    await db
      .insert(schema.paymentWebhookEvents)
      .values({ eventId: eventId.slice(0, 200), provider: gateway.provider, payload: json })
      .onConflictDoNothing();
  }
  return { success: true };
}
