// The operators' board, one order's page and its trail (decision 040), and the map's orders in flight
// (decision 035; contracts: packages/domain contracts/admin/orders/). Any operator; each service checks
// who asks (others 403, no login 401).
import {
  adminOrderParams,
  getAdminOrderResponse,
  getOpsMapResponse,
  getOrderTrailResponse,
  listAdminOrdersQuery,
  listAdminOrdersResponse,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { getAdminOrder } from './get-admin-order.ts';
import { getOpsMap } from './get-ops-map.ts';
import { getOrderTrail } from './get-order-trail.ts';
import { listAdminOrders } from './list-admin-orders.ts';

export async function opsBoardRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ok = <T>(data: T) => ({ success: true as const, data });
  const acceptWindowSeconds = () => app.settings.lifecycle().acceptWindowSeconds;

  r.get(
    '/admin/orders',
    {
      preHandler: requireUser,
      schema: { querystring: listAdminOrdersQuery, response: { 200: listAdminOrdersResponse } },
    },
    async (req) =>
      ok(
        await listAdminOrders({
          db: app.db,
          now: app.now,
          userId: userOf(req).id,
          acceptWindowSeconds: acceptWindowSeconds(),
          query: req.query,
        }),
      ),
  );
  r.get(
    '/admin/orders/:orderId',
    {
      preHandler: requireUser,
      schema: { params: adminOrderParams, response: { 200: getAdminOrderResponse } },
    },
    async (req) =>
      ok(
        await getAdminOrder({
          db: app.db,
          now: app.now,
          userId: userOf(req).id,
          orderId: req.params.orderId,
          acceptWindowSeconds: acceptWindowSeconds(),
        }),
      ),
  );
  r.get(
    '/admin/orders/:orderId/trail',
    {
      preHandler: requireUser,
      schema: { params: adminOrderParams, response: { 200: getOrderTrailResponse } },
    },
    async (req) =>
      ok(
        await getOrderTrail({
          db: app.db,
          now: app.now,
          userId: userOf(req).id,
          orderId: req.params.orderId,
        }),
      ),
  );
  r.get(
    '/admin/ops/map',
    { preHandler: requireUser, schema: { response: { 200: getOpsMapResponse } } },
    async (req) =>
      ok(
        await getOpsMap({
          db: app.db,
          now: app.now,
          userId: userOf(req).id,
          acceptWindowSeconds: acceptWindowSeconds(),
        }),
      ),
  );
}
