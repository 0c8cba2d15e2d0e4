import { type Db, schema } from '@khabar/db';
import type { VerifyPaymentBody } from '@khabar/domain';
import { and, eq } from 'drizzle-orm';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import { AppError } from '../../errors/app-error.ts';
import { markPaid, refundedCaptureMessage, type SettleLifecycle } from './settle-payment.ts';

/** The checkout's signed answer: a valid signature on the caller's own order settles it as paid (once). */
export async function verifyPayment({
  db,
  gateway,
  now,
  userId,
  payment: b,
  lifecycle,
}: {
  lifecycle: SettleLifecycle;
  db: Db;
  gateway: PaymentGateway;
  now: Date;
  userId: number;
  payment: VerifyPaymentBody;
}): Promise<{ success: true; data: { order_id: number } }> {
  if (!gateway.verifyPaymentSignature(b.razorpay_order_id, b.razorpay_payment_id, b.razorpay_signature)) {
    throw new AppError('BAD_REQUEST', 'Payment could not be verified.');
  }
  // The signature proves the payment; the order must still be the caller's own.
  const [own] = await db
    .select({ orderId: schema.payments.orderId })
    .from(schema.payments)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.payments.orderId))
    .where(
      and(
        eq(schema.payments.provider, gateway.provider),
        eq(schema.payments.providerOrderId, b.razorpay_order_id),
        eq(schema.orders.userId, userId),
      ),
    );
  if (!own) throw new AppError('NOT_FOUND', 'Payment not found');
  const paid = await markPaid({
    db,
    now,
    lifecycle,
    provider: gateway.provider,
    providerOrderId: b.razorpay_order_id,
    paymentId: b.razorpay_payment_id,
  });
  // The money came after the order had ended: it is on its way back, and the customer is told so.
  if (paid.refunded) {
    throw new AppError('CONFLICT', refundedCaptureMessage(paid.refunded), {
      order_id: paid.orderId,
      refunded: true,
    });
  }
  return { success: true, data: { order_id: paid.orderId } };
}
