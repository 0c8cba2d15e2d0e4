// One push delivery, the job 'push-send' (decision 051): encrypt the message for the subscription
// (RFC 8291, aes128gcm), sign the VAPID JWT (RFC 8292) with web-push, and POST it to the push service.
// The push service's answer decides: 2xx sent; 404 or 410, the subscription is gone and its row is
// deleted; anything else (429, 5xx, no answer) throws, and the queue tries again with back-off.
import { type Db, schema } from '@khabar/db';
import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { PushMessage } from './enqueue-push.ts';
import type { VapidKeys } from './load-vapid-keys.ts';

/** How long a push service keeps a message for a browser that is offline: an order's step is news for hours, not weeks. */
const STEP_TTL_SECONDS = 6 * 3600;
const PUSH_TIMEOUT_MS = 10_000;

export async function sendPush(input: {
  db: Db;
  now: () => Date;
  keys: VapidKeys;
  subscriptionId: number;
  message: PushMessage;
  /** An offer's end: past it the push is dropped, and the push service drops it then too (TTL). */
  expiresAt?: string | undefined;
}): Promise<'sent' | 'gone' | 'expired'> {
  const [sub] = await input.db
    .select()
    .from(schema.pushSubscriptions)
    .where(eq(schema.pushSubscriptions.id, input.subscriptionId));
  if (!sub) return 'gone';
  const now = input.now();
  const ttl = input.expiresAt
    ? Math.floor((new Date(input.expiresAt).getTime() - now.getTime()) / 1000)
    : STEP_TTL_SECONDS;
  if (ttl <= 0) return 'expired';

  const request = webpush.generateRequestDetails(
    { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    JSON.stringify(input.message),
    {
      vapidDetails: input.keys,
      TTL: ttl,
      contentEncoding: 'aes128gcm',
      urgency: 'high',
      // A newer message with the same topic replaces one still waiting for an offline browser.
      topic: input.message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
    },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    // fetch sets the length itself from the body.
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  }
  const res = await fetch(request.endpoint, {
    method: 'POST',
    headers,
    body: request.body ? new Uint8Array(request.body) : null,
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  await res.body?.cancel();
  if (res.status === 404 || res.status === 410) {
    // Only the row this job was for: the browser may have subscribed again since, with a new endpoint.
    await input.db
      .delete(schema.pushSubscriptions)
      .where(
        and(eq(schema.pushSubscriptions.id, sub.id), eq(schema.pushSubscriptions.endpoint, sub.endpoint)),
      );
    return 'gone';
  }
  // The endpoint is a capability (anyone holding it can push): it stays out of the error and the log.
  if (!res.ok) throw new Error(`the push service answered ${res.status}`);
  await input.db
    .update(schema.pushSubscriptions)
    .set({ lastSentAt: now })
    .where(eq(schema.pushSubscriptions.id, sub.id));
  return 'sent';
}
