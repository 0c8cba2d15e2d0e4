// The captains' cash calls (contracts: packages/domain contracts/admin/captains; decision 039): what a
// captain holds, and the hand-in ledger's two writes, each with an Idempotency-Key. Admins only (each
// service checks who asks): support sees no money.
import {
  captainIdParam,
  cashHandinParams,
  cashIdempotencyHeaders,
  getCaptainCashResponse,
  recordCashHandinBody,
  recordCashHandinResponse,
  reverseCashHandinBody,
  reverseCashHandinResponse,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { getCaptainCash } from './get-captain-cash.ts';
import { recordCashHandin } from './record-cash-handin.ts';
import { reverseCashHandin } from './reverse-cash-handin.ts';

export async function cashRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ok = <T>(data: T) => ({ success: true as const, data });

  r.get(
    '/admin/captains/:captainId/cash',
    {
      preHandler: requireUser,
      schema: { params: captainIdParam, response: { 200: getCaptainCashResponse } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await getCaptainCash({ db: app.db, userId: userOf(req).id, captainId: req.params.captainId }),
      );
    },
  );
  r.post(
    '/admin/captains/:captainId/cash-handins',
    {
      preHandler: requireUser,
      schema: {
        params: captainIdParam,
        headers: cashIdempotencyHeaders,
        body: recordCashHandinBody,
        response: { 200: recordCashHandinResponse },
      },
    },
    async (req) =>
      ok(
        await recordCashHandin({
          db: app.db,
          events: app.events,
          now: app.now,
          userId: userOf(req).id,
          captainId: req.params.captainId,
          amountPaise: req.body.amount,
          note: req.body.note,
          idempotencyKey: req.headers['idempotency-key'],
        }),
      ),
  );
  r.post(
    '/admin/captains/:captainId/cash-handins/:handinId/reverse',
    {
      preHandler: requireUser,
      schema: {
        params: cashHandinParams,
        headers: cashIdempotencyHeaders,
        body: reverseCashHandinBody,
        response: { 200: reverseCashHandinResponse },
      },
    },
    async (req) =>
      ok(
        await reverseCashHandin({
          db: app.db,
          events: app.events,
          now: app.now,
          userId: userOf(req).id,
          captainId: req.params.captainId,
          handinId: req.params.handinId,
          reason: req.body.reason,
          idempotencyKey: req.headers['idempotency-key'],
        }),
      ),
  );
}
