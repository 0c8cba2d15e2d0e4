// The back office's captain calls (contracts: packages/domain contracts/admin/captains/). Any operator
// may list; only an admin may onboard, suspend or reinstate (each service checks who asks).
import {
  captainIdParam,
  listAdminCaptainsBody,
  listAdminCaptainsResponse,
  onboardCaptainBody,
  onboardCaptainResponse,
  reinstateCaptainBody,
  reinstateCaptainResponse,
  suspendCaptainBody,
  suspendCaptainResponse,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { listAdminCaptains } from './list-admin-captains.ts';
import { onboardCaptain } from './onboard-captain.ts';
import { reinstateCaptain } from './reinstate-captain.ts';
import { suspendCaptain } from './suspend-captain.ts';

export async function captainAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ok = <T>(data: T) => ({ success: true as const, data });

  r.post(
    '/admin/captains',
    {
      preHandler: requireUser,
      schema: { body: listAdminCaptainsBody, response: { 200: listAdminCaptainsResponse } },
    },
    async (req) => ok(await listAdminCaptains({ db: app.db, userId: userOf(req).id })),
  );
  r.post(
    '/admin/captains/onboard',
    {
      preHandler: requireUser,
      schema: { body: onboardCaptainBody, response: { 200: onboardCaptainResponse } },
    },
    async (req) =>
      ok(
        await onboardCaptain({
          db: app.db,
          now: app.now,
          userId: userOf(req).id,
          phone: req.body.phone,
          name: req.body.name,
          vehicleNumber: req.body.vehicle_number,
        }),
      ),
  );
  r.post(
    '/admin/captains/:captainId/suspend',
    {
      preHandler: requireUser,
      schema: { params: captainIdParam, body: suspendCaptainBody, response: { 200: suspendCaptainResponse } },
    },
    async (req) =>
      ok(
        await suspendCaptain({
          db: app.db,
          events: app.events,
          now: app.now,
          userId: userOf(req).id,
          captainId: req.params.captainId,
          version: req.body.version,
          reason: req.body.reason,
        }),
      ),
  );
  r.post(
    '/admin/captains/:captainId/reinstate',
    {
      preHandler: requireUser,
      schema: {
        params: captainIdParam,
        body: reinstateCaptainBody,
        response: { 200: reinstateCaptainResponse },
      },
    },
    async (req) =>
      ok(
        await reinstateCaptain({
          db: app.db,
          now: app.now,
          userId: userOf(req).id,
          captainId: req.params.captainId,
          version: req.body.version,
        }),
      ),
  );
}
