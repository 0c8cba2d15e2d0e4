// The expiry job of an online payment (enqueued when the order is created): still unpaid 30 minutes
// later, it is given up (markFailed returns the wallet part, releases the coupon and tells the customer).
import { type Db, schema } from '@khabar/db';
import { eq } from 'drizzle-orm';
import { PAYMENT_EXPIRY_MS } from '../lifecycle/index.ts';
import { markFailed } from './settle-payment.ts';

export async function expirePayment(input: { db: Db; now: () => Date; paymentId: number }): Promise<void> {
  const [payment] = await input.db
    .select()
    .from(schema.payments)
    .where(eq(schema.payments.id, input.paymentId));
  if (payment?.status !== 'created') return;
  const now = input.now();
  // A clock behind the one that enqueued the job: fail, so the runner tries again later.
  if (payment.createdAt.getTime() + PAYMENT_EXPIRY_MS > now.getTime())
    throw new Error('payment not due to expire yet');
  await markFailed({
    db: input.db,
    now,
    expired: true,
    provider: payment.provider,
    providerOrderId: payment.providerOrderId,
  });
}
