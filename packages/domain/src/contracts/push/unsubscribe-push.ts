// POST /api/push/unsubscribe { endpoint } -> { subscribed: false }. Only the caller's own subscription
// is removed; an endpoint that is not theirs (or not known) is the same answer, so nothing is learnt.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { pushEndpoint } from './push-subscription.ts';

export const unsubscribePushBody = z.object({ ...authFields, endpoint: pushEndpoint }).meta({
  examples: [{ endpoint: 'https://fcm.googleapis.com/fcm/send/dpH5lCsTSSM:APA91bHqjZxM0VImWWqDRN' }],
});
export const unsubscribePushResponse = okResponse(z.object({ subscribed: z.literal(false) }));
