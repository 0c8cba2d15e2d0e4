import { type Db, schema } from '@khabar/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';

/** A payment the sandbox gateway created (any other provider's id is "not found" on its pages). */
export async function findSandboxPayment({ db, providerOrderId }: { db: Db; providerOrderId: string }) {
  const [p] = await db
    .select()
    .from(schema.payments)
    .where(eq(schema.payments.providerOrderId, providerOrderId));
  if (p?.provider !== 'sandbox') throw new AppError('NOT_FOUND', 'Payment not found');
  return p;
}
