// set-language: the account's language, which its alerts, SMS and push use (issue 28).
import { type Db, schema } from '@khabar/db';
import type { AccountLanguage } from '@khabar/domain';
import { eq } from 'drizzle-orm';

export async function setLanguage({
  db,
  userId,
  language,
}: {
  db: Db;
  userId: number;
  language: AccountLanguage;
}) {
  await db.update(schema.users).set({ language, updatedAt: new Date() }).where(eq(schema.users.id, userId));
  return { success: true as const, language };
}
