// POST /api/admin/webhooks/:webhookId/deliveries {} -> the endpoint's last 50 deliveries, newest
// first (admins only): what was sent, how many tries, the receiver's last answer, the next try.
import { z } from 'zod';
import { emptyBody, okResponse } from '../../common/lifecycle-fields.ts';
import { webhookDelivery } from './webhook-fields.ts';

export const listWebhookDeliveriesBody = emptyBody;
export const listWebhookDeliveriesResponse = okResponse(z.array(webhookDelivery));
