// The back office's webhook calls (contracts: packages/domain contracts/admin/webhooks/, decision 054).
// Only an admin may list or change endpoints (each service checks who asks; support is 403).
import {
  createWebhookBody,
  createWebhookResponse,
  deleteWebhookBody,
  deleteWebhookResponse,
  listWebhookDeliveriesBody,
  listWebhookDeliveriesResponse,
  listWebhooksBody,
  listWebhooksResponse,
  rotateWebhookSecretBody,
  rotateWebhookSecretResponse,
  sendTestWebhookBody,
  sendTestWebhookResponse,
  updateWebhookBody,
  updateWebhookResponse,
  webhookIdParam,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { createWebhook } from './create-webhook.ts';
import { deleteWebhook } from './delete-webhook.ts';
import { listWebhookDeliveries } from './list-webhook-deliveries.ts';
import { listWebhooks } from './list-webhooks.ts';
import { rotateWebhookSecret } from './rotate-webhook-secret.ts';
import { sendTestWebhook } from './send-test-webhook.ts';
import { updateWebhook } from './update-webhook.ts';

export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ok = <T>(data: T) => ({ success: true as const, data });
  const deps = () => ({ db: app.db, now: app.now, webhooks: app.config.webhooks });

  r.post(
    '/admin/webhooks',
    { preHandler: requireUser, schema: { body: listWebhooksBody, response: { 200: listWebhooksResponse } } },
    async (req) => ok(await listWebhooks({ db: app.db, userId: userOf(req).id })),
  );
  r.post(
    '/admin/webhooks/create',
    {
      preHandler: requireUser,
      schema: { body: createWebhookBody, response: { 200: createWebhookResponse } },
    },
    async (req) => {
      const { token: _t, user_id: _u, ...webhook } = req.body;
      return ok(await createWebhook({ ...deps(), userId: userOf(req).id, webhook }));
    },
  );
  r.post(
    '/admin/webhooks/:webhookId',
    {
      preHandler: requireUser,
      schema: { params: webhookIdParam, body: updateWebhookBody, response: { 200: updateWebhookResponse } },
    },
    async (req) => {
      const { token: _t, user_id: _u, version, ...changes } = req.body;
      return ok(
        await updateWebhook({
          ...deps(),
          userId: userOf(req).id,
          webhookId: req.params.webhookId,
          version,
          changes,
        }),
      );
    },
  );
  r.post(
    '/admin/webhooks/:webhookId/rotate',
    {
      preHandler: requireUser,
      schema: {
        params: webhookIdParam,
        body: rotateWebhookSecretBody,
        response: { 200: rotateWebhookSecretResponse },
      },
    },
    async (req) =>
      ok(
        await rotateWebhookSecret({
          ...deps(),
          userId: userOf(req).id,
          webhookId: req.params.webhookId,
          version: req.body.version,
        }),
      ),
  );
  r.post(
    '/admin/webhooks/:webhookId/delete',
    {
      preHandler: requireUser,
      schema: { params: webhookIdParam, body: deleteWebhookBody, response: { 200: deleteWebhookResponse } },
    },
    async (req) =>
      ok(
        await deleteWebhook({
          ...deps(),
          userId: userOf(req).id,
          webhookId: req.params.webhookId,
          version: req.body.version,
        }),
      ),
  );
  r.post(
    '/admin/webhooks/:webhookId/deliveries',
    {
      preHandler: requireUser,
      schema: {
        params: webhookIdParam,
        body: listWebhookDeliveriesBody,
        response: { 200: listWebhookDeliveriesResponse },
      },
    },
    async (req) =>
      ok(
        await listWebhookDeliveries({ db: app.db, userId: userOf(req).id, webhookId: req.params.webhookId }),
      ),
  );
  r.post(
    '/admin/webhooks/:webhookId/test',
    {
      preHandler: requireUser,
      schema: {
        params: webhookIdParam,
        body: sendTestWebhookBody,
        response: { 200: sendTestWebhookResponse },
      },
    },
    async (req) =>
      ok(
        await sendTestWebhook({
          db: app.db,
          now: app.now,
          userId: userOf(req).id,
          webhookId: req.params.webhookId,
        }),
      ),
  );
}
