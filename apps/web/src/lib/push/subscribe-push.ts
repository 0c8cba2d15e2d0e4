import type { PushAudience } from '@khabar/domain/contracts/push/subscribe-push';
import { apiRequest } from '../api-client.ts';

/** POST push/subscribe: this browser's subscription, for one audience (decision 051). */
export const subscribePush = (body: {
  audience: PushAudience;
  restaurant_id?: number;
  subscription: PushSubscriptionJSON;
}) => apiRequest<{ data: { subscribed: true } }>('push/subscribe', { body });
