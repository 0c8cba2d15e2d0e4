import { randomBytes } from 'node:crypto';
import type { Db } from '@khabar/db';
import { ORDER_STATUS, type WebhookDelivery } from '@khabar/domain';
import { orderStatusBody, queueWebhookDelivery } from './enqueue-order-webhooks.ts';
import { saveWebhookChange } from './save-webhook-change.ts';
import { deliveryJson, lockWebhook } from './webhook-json.ts';

/**
 * Queues a made-up order.status_changed for one endpoint (admins only): order 0, "TEST", signed and
 * retried like a real delivery, so an integrator can check their receiver before a real order moves.
 */
export function sendTestWebhook(input: {
  db: Db;
  now: () => Date;
  userId: number;
  webhookId: number;
}): Promise<WebhookDelivery> {
  return saveWebhookChange({
    ...input,
    change: async (tx, at) => {
      const endpoint = await lockWebhook({ tx, id: input.webhookId });
      const eventId = `evt_test_${randomBytes(8).toString('hex')}`;
      const order = {
        id: 0,
        uniqueOrderId: 'TEST',
        restaurantId: endpoint.restaurantId ?? 0,
        orderstatusId: ORDER_STATUS.placed,
      };
      const body = orderStatusBody({ order, eventId, at });
      const row = await queueWebhookDelivery({
        tx,
        delivery: { endpointId: endpoint.id, eventId, orderId: null, statusId: null, body },
        at,
      });
      if (!row) throw new Error('test delivery not written');
      return {
        result: deliveryJson(row),
        action: 'webhook.test',
        endpointId: endpoint.id,
        restaurantId: endpoint.restaurantId,
        before: null,
        after: { event_id: eventId },
      };
    },
  });
}
