// Removes the caller's own subscription at an endpoint (the browser said "stop"); anyone else's stays.
import { type Db, schema } from '@khabar/db';
import { and, eq } from 'drizzle-orm';

export async function unsubscribePush(input: { db: Db; userId: number; endpoint: string }): Promise<void> {
  await input.db
    .delete(schema.pushSubscriptions)
    .where(
      and(
        eq(schema.pushSubscriptions.endpoint, input.endpoint),
        eq(schema.pushSubscriptions.userId, input.userId),
      ),
    );
}
