// One try of one delivery, run by its durable job (decision 054). The POST is made outside any
// transaction; its outcome is recorded once, guarded on the try's number, with the next try's job in the
// same transaction: a 2xx is delivered, anything else (an error status, a redirect, a refused address,
// the timeout, a receiver that is down) waits the domain's back-off and is tried again, until the last
// try marks it failed. A process that dies after the POST and before the record sends it again: the
// receiver keeps Khabar-Event-Id to take it once.
import { type Db, schema } from '@khabar/db';
import { isWebhookDelivered, nextWebhookTry } from '@khabar/domain';
import { and, eq } from 'drizzle-orm';
import { enqueueJob } from '../jobs/index.ts';
import { postWebhook, type WebhookRequest } from './post-webhook.ts';
import { signWebhook } from './sign-webhook.ts';
import { openWebhookSecret } from './webhook-secret.ts';

export interface WebhookSettings {
  /** WEBHOOK_SECRET_KEY, 64 hex digits. */
  secretKey: string;
  /** Receivers on loopback or private networks (tests and development only). */
  allowPrivateUrls: boolean;
}

export async function deliverWebhook(input: {
  db: Db;
  now: () => Date;
  webhooks: WebhookSettings;
  deliveryId: number;
  attempt: number;
  /** The sender; tests may pass another. */
  send?: (request: WebhookRequest) => Promise<number>;
}): Promise<void> {
  const { db, deliveryId, attempt } = input;
  const [found] = await db
    .select({ delivery: schema.webhookDeliveries, endpoint: schema.webhookEndpoints })
    .from(schema.webhookDeliveries)
    .innerJoin(schema.webhookEndpoints, eq(schema.webhookEndpoints.id, schema.webhookDeliveries.endpointId))
    .where(eq(schema.webhookDeliveries.id, deliveryId));
  // Deleted with its endpoint, already settled, or this try already recorded: nothing to do.
  if (found?.delivery.status !== 'pending' || found.delivery.attempts !== attempt - 1) return;
  const { delivery, endpoint } = found;

  let statusCode: number | null = null;
  let error: string | null = null;
  // A switched-off endpoint is sent nothing more; a test event (no order) is sent all the same.
  if (!endpoint.isActive && delivery.orderId !== null) {
    error = 'The endpoint is switched off.';
  } else {
    const sentAt = input.now();
    try {
      const secret = openWebhookSecret({ box: endpoint.secretBox, keyHex: input.webhooks.secretKey });
      statusCode = await (input.send ?? postWebhook)({
        url: endpoint.url,
        body: delivery.payload,
        headers: {
          'khabar-signature': signWebhook({ secret, body: delivery.payload, at: sentAt }),
          'khabar-event-id': delivery.eventId,
          'khabar-event-type': delivery.eventType,
        },
        allowPrivate: input.webhooks.allowPrivateUrls,
      });
    } catch (err) {
      error = (err instanceof Error ? err.message : String(err)).slice(0, 300);
    }
  }

  const at = input.now();
  const delivered = statusCode !== null && isWebhookDelivered(statusCode);
  const next =
    delivered || (!endpoint.isActive && delivery.orderId !== null) ? null : nextWebhookTry(attempt, at);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(schema.webhookDeliveries)
      .set({
        attempts: attempt,
        lastStatusCode: statusCode,
        lastError: delivered ? null : (error ?? `The receiver answered ${statusCode}.`),
        status: delivered ? 'delivered' : next ? 'pending' : 'failed',
        deliveredAt: delivered ? at : null,
        nextTryAt: next,
      })
      .where(
        and(
          eq(schema.webhookDeliveries.id, deliveryId),
          eq(schema.webhookDeliveries.status, 'pending'),
          eq(schema.webhookDeliveries.attempts, attempt - 1),
        ),
      )
      .returning({ id: schema.webhookDeliveries.id });
    if (!row || !next) return;
    await enqueueJob({
      tx,
      job: {
        name: 'webhook-delivery',
        payload: { deliveryId, attempt: attempt + 1 },
        runAt: next,
        singletonKey: `webhook:${deliveryId}:${attempt + 1}`,
      },
    });
  });
}
