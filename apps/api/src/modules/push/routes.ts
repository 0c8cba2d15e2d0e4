// Web Push (issue 28, decision 051; contracts in packages/domain contracts/push): the server's public
// key, and a browser subscribing or unsubscribing for one audience.
import {
  getPushKeyResponse,
  subscribePushBody,
  subscribePushResponse,
  unsubscribePushBody,
  unsubscribePushResponse,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { subscribePush } from './subscribe-push.ts';
import { unsubscribePush } from './unsubscribe-push.ts';

export async function pushRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/push/key', { schema: { response: { 200: getPushKeyResponse } } }, async () => ({
    success: true as const,
    data: { public_key: (await app.pushKeys()).publicKey },
  }));

  r.post(
    '/push/subscribe',
    {
      preHandler: requireUser,
      schema: { body: subscribePushBody, response: { 200: subscribePushResponse } },
    },
    async (req) => {
      await subscribePush({
        db: app.db,
        now: app.now,
        userId: userOf(req).id,
        audience: req.body.audience,
        restaurantId: req.body.restaurant_id ?? undefined,
        subscription: req.body.subscription,
        allowLoopbackHttp: app.config.push.allowLoopbackHttp,
      });
      return { success: true as const, data: { subscribed: true as const } };
    },
  );

  r.post(
    '/push/unsubscribe',
    {
      preHandler: requireUser,
      schema: { body: unsubscribePushBody, response: { 200: unsubscribePushResponse } },
    },
    async (req) => {
      await unsubscribePush({ db: app.db, userId: userOf(req).id, endpoint: req.body.endpoint });
      return { success: true as const, data: { subscribed: false as const } };
    },
  );
}
