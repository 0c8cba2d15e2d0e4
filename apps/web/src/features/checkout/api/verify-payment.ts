import type { verifyPaymentBody } from '@khabar/domain/contracts/payments/verify-payment';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST verify-payment with the gateway's signed result: the order it paid for. A 409 (CONFLICT) says
 * the order had ended before the money came; that money is refunded.
 */
export const useVerifyPayment = () =>
  useMutation({
    mutationFn: async (body: {
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    }) =>
      (await apiRequest<{ data: { order_id: number } }, typeof verifyPaymentBody>('verify-payment', { body }))
        .data,
  });
