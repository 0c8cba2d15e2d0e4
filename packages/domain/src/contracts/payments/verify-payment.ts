// POST /api/verify-payment: the online checkout's signed answer for one of the caller's orders.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';

export const verifyPaymentBody = z.object({
  ...authFields,
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/, 'signature is not valid'),
});
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBody>;

export const verifyPaymentResponse = z.object({
  success: z.literal(true),
  data: z.object({ order_id: z.number().int() }),
});
