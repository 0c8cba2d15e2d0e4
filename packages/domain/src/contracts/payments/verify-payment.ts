// POST /api/verify-payment: the online checkout's signed answer for one of the caller's orders.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';

export const verifyPaymentBody = z
  .object({
    ...authFields,
    razorpay_order_id: z.string().min(1).max(100),
    razorpay_payment_id: z.string().min(1).max(100),
    razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/, 'signature is not valid'),
  })
  .meta({
    examples: [
      {
        razorpay_order_id: 'order_sbx_7d2e08',
        razorpay_payment_id: 'pay_sbx_4f9a1c',
        razorpay_signature: '3f1c9e0b7a2d4c6e8f0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c7d9e1f3a5b7c9d1e',
      },
    ],
  });
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBody>;

export const verifyPaymentResponse = z.object({
  success: z.literal(true),
  data: z.object({ order_id: z.number().int() }),
});
