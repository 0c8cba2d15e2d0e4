import { type Db, schema } from '@khabar/db';
import { eq } from 'drizzle-orm';

/**
 * The account of a phone, made with `name` if the phone has none (the person then logs in with a code
 * like everyone else; an existing account keeps its name). Locked for the caller's transaction.
 */
export async function ensureAccount({
  tx,
  phone,
  name,
}: {
  tx: Db;
  phone: string;
  name: string;
}): Promise<{ id: number; name: string; phone: string }> {
  await tx.insert(schema.users).values({ phone, name }).onConflictDoNothing();
  const [user] = await tx
    .select({ id: schema.users.id, name: schema.users.name, phone: schema.users.phone })
    .from(schema.users)
    .where(eq(schema.users.phone, phone))
    .for('update');
  if (!user) throw new Error('no account for the phone after insert');
  return user;
}
