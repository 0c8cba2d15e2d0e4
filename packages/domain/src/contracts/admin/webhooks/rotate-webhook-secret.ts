// POST /api/admin/webhooks/:webhookId/rotate { version } -> the endpoint and its new secret, shown this
// once (admins only). The old secret stops signing at once; deliveries still waiting are signed with
// the new one when they are tried.
import { z } from 'zod';
import { authFields } from '../../common/auth-fields.ts';
import { okResponse } from '../../common/lifecycle-fields.ts';
import { webhookVersion, webhookWithSecret } from './webhook-fields.ts';

export const rotateWebhookSecretBody = z
  .object({ ...authFields, version: webhookVersion })
  .meta({ examples: [{ version: 1 }] });
export const rotateWebhookSecretResponse = okResponse(webhookWithSecret);
