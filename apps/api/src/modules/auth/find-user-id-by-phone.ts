import { type Db, schema } from '@khabar/db';
import { eq } from 'drizzle-orm';

/** The account of a mobile number (one account per phone), or null. */
export async function findUserIdByPhone({ db, phone }: { db: Db; phone: string }): Promise<number | null> {
  const [user] = await db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.phone, phone));
  return user?.id ?? null;
}
