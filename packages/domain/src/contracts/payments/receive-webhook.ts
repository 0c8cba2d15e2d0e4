// POST /api/payments/webhook: the payment gateway's signed notice (Razorpay's shape). The route reads
// the exact bytes to check `X-Razorpay-Signature` (HMAC-SHA256 of the body with the webhook secret);
// `X-Razorpay-Event-Id` makes a repeat a no-op. Described here for integrators; the service parses it.
import { z } from 'zod';

export const paymentWebhookBody = z
  .object({
    /** Acted on: payment.captured and order.paid (paid), payment.failed (the sandbox's Fail); any other
     *  event is acknowledged and kept, so the provider stops resending it. */
    event: z.string(),
    payload: z.object({
      payment: z
        .object({
          entity: z.object({
            id: z.string(),
            order_id: z.string(),
            /** Paise. */
            amount: z.number().int().positive(),
            currency: z.string().optional(),
            status: z.string().optional(),
          }),
        })
        .optional(),
    }),
  })
  .meta({
    examples: [
      {
        event: 'payment.captured',
        payload: {
          payment: {
            entity: {
              id: 'pay_sbx_4f9a1c',
              order_id: 'order_sbx_7d2e08',
              amount: 38_900,
              currency: 'INR',
              status: 'captured',
            },
          },
        },
      },
    ],
  });

export const paymentWebhookResponse = z.object({
  success: z.literal(true),
  /** The event id was seen before: nothing was done again. */
  duplicate: z.literal(true).optional(),
});
