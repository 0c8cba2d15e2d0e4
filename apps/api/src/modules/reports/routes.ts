// The back office's numbers (contracts: packages/domain contracts/admin/reports). Reads, so GET with
// the query in the address; each service checks the caller's operator level itself.
import {
  dashboardQuery,
  dashboardResponse,
  downloadStatementParams,
  listStatementsQuery,
  listStatementsResponse,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileAnswer } from '../../plugins/openapi.ts';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { exportStatement } from './export-statement.ts';
import { getDashboard } from './get-dashboard.ts';
import { listStatements } from './list-statements.ts';

export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ok = <T>(data: T) => ({ success: true as const, data });

  r.get(
    '/admin/dashboard',
    {
      preHandler: requireUser,
      schema: { querystring: dashboardQuery, response: { 200: dashboardResponse } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await getDashboard({ db: app.db, now: app.now, userId: userOf(req).id, query: req.query }));
    },
  );
  r.get(
    '/admin/statements',
    {
      preHandler: requireUser,
      schema: { querystring: listStatementsQuery, response: { 200: listStatementsResponse } },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await listStatements({ db: app.db, now: app.now, userId: userOf(req).id, month: req.query.month }),
      );
    },
  );
  r.get(
    '/admin/statements/:restaurantId/:month.csv',
    {
      preHandler: requireUser,
      schema: { params: downloadStatementParams },
      config: {
        openapi: { response: { 200: fileAnswer('text/csv', "The month's statement, UTF-8 with a BOM.") } },
      },
    },
    async (req, reply) => {
      const file = await exportStatement({
        db: app.db,
        userId: userOf(req).id,
        restaurantId: req.params.restaurantId,
        month: req.params.month,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(`\uFEFF${file.csv}`);
    },
  );
}
