// Stores a browser's push subscription for one audience (decision 051). A customer subscribes for their
// own orders; a restaurant's staff for that restaurant's new orders (another restaurant: 404, as every
// console call); a captain for offers (an account that is no captain: 403). The endpoint is one
// browser's: subscribing again (the same browser, another account or audience) takes the row over.
import { type Db, schema } from '@khabar/db';
import type { PushAudience } from '@khabar/domain';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';

export async function subscribePush(input: {
  db: Db;
  now: () => Date;
  userId: number;
  audience: PushAudience;
  restaurantId?: number | undefined;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Plain-http endpoints on this machine allowed (development's stand-in push service). */
  allowLoopbackHttp: boolean;
}): Promise<void> {
  if (!input.allowLoopbackHttp && !input.subscription.endpoint.startsWith('https://')) {
    throw new AppError('BAD_REQUEST', 'endpoint must be an https:// URL');
  }
  await input.db.transaction(async (tx) => {
    if (input.audience === 'restaurant') {
      const [staff] = await tx
        .select({ userId: schema.restaurantStaff.userId })
        .from(schema.restaurantStaff)
        .where(
          and(
            eq(schema.restaurantStaff.userId, input.userId),
            eq(schema.restaurantStaff.restaurantId, input.restaurantId ?? 0),
          ),
        );
      if (!staff) throw new AppError('NOT_FOUND', 'Restaurant not found');
    }
    if (input.audience === 'captain') {
      const [captain] = await tx
        .select({ id: schema.deliveryPartners.id })
        .from(schema.deliveryPartners)
        .where(eq(schema.deliveryPartners.userId, input.userId));
      if (!captain) throw new AppError('FORBIDDEN', 'This account is not a captain.');
    }
    const row = {
      userId: input.userId,
      audience: input.audience,
      restaurantId: input.audience === 'restaurant' ? (input.restaurantId ?? null) : null,
      endpoint: input.subscription.endpoint,
      p256dh: input.subscription.keys.p256dh,
      auth: input.subscription.keys.auth,
      createdAt: input.now(),
    };
    await tx
      .insert(schema.pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({ target: schema.pushSubscriptions.endpoint, set: { ...row, lastSentAt: null } });
  });
}
