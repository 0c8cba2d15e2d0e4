// POST /api/admin/webhooks/:webhookId/test {} -> the delivery queued (admins only): a made-up
// order.status_changed (order_id 0) signed and sent like a real one, so an integrator can check their
// receiver. It is sent even while the endpoint is switched off.
import { emptyBody, okResponse } from '../../common/lifecycle-fields.ts';
import { webhookDelivery } from './webhook-fields.ts';

export const sendTestWebhookBody = emptyBody;
export const sendTestWebhookResponse = okResponse(webhookDelivery);
