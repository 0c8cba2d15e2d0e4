// POST /api/admin/webhooks {} -> every webhook endpoint with its last deliveries, newest endpoint first
// (admins only). Secrets are never listed.
import { z } from 'zod';
import { emptyBody, okResponse } from '../../common/lifecycle-fields.ts';
import { adminWebhook } from './webhook-fields.ts';

export const listWebhooksBody = emptyBody;
export const listWebhooksResponse = okResponse(z.array(adminWebhook));
