import { type Db, schema } from '@khabar/db';
import type { AdminMe } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { requireOperator } from './require-operator.ts';

export async function getAdminMe({ db, userId }: { db: Db; userId: number }): Promise<AdminMe> {
  const level = await requireOperator({ db, userId });
  const [user] = await db
    .select({ name: schema.users.name })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  return { user_id: userId, name: user?.name ?? '', level };
}
