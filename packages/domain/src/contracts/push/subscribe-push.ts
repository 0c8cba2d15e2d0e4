// POST /api/push/subscribe { audience, restaurant_id?, subscription } -> { subscribed: true }.
// customer: told of their own orders' steps; restaurant: its staff told of new orders (restaurant_id
// of a restaurant the account runs, else 404); captain: told of offers (the account must be a captain).
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { dbId, okResponse } from '../common/lifecycle-fields.ts';
import { pushSubscriptionFields } from './push-subscription.ts';

export const PUSH_AUDIENCES = ['customer', 'restaurant', 'captain'] as const;
export type PushAudience = (typeof PUSH_AUDIENCES)[number];

export const subscribePushBody = z
  .object({
    ...authFields,
    audience: z.enum(PUSH_AUDIENCES, { error: 'audience must be customer, restaurant or captain' }),
    restaurant_id: dbId.nullish(),
    subscription: pushSubscriptionFields,
  })
  .refine((b) => (b.audience === 'restaurant') === (b.restaurant_id != null), {
    error: 'restaurant_id is given for the restaurant audience, and only for it',
    path: ['restaurant_id'],
  })
  .meta({
    examples: [
      {
        audience: 'customer',
        subscription: {
          endpoint: 'https://fcm.googleapis.com/fcm/send/dpH5lCsTSSM:APA91bHqjZxM0VImWWqDRN',
          keys: {
            p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
            auth: 'tBHItJI5svbpez7KI4CCXg',
          },
        },
      },
    ],
  });
export const subscribePushResponse = okResponse(z.object({ subscribed: z.literal(true) }));
