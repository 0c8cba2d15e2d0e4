import type { RequestBody } from '@khabar/domain/contracts/common/request-body';
import type { subscribePushBody } from '@khabar/domain/contracts/push/subscribe-push';
import { apiRequest } from '../api-client.ts';

/** POST push/subscribe: this browser's subscription, for one audience (decision 051). */
export const subscribePush = (body: RequestBody<typeof subscribePushBody>) =>
  apiRequest<{ data: { subscribed: true } }, typeof subscribePushBody>('push/subscribe', { body });
