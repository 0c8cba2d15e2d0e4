// The back office's calls (contracts: packages/domain contracts/admin). Each service checks the
// caller's operator level itself: a customer, restaurant staff or captain gets 403.
import {
  getAdminMeBody,
  getAdminMeResponse,
  inviteOperatorBody,
  inviteOperatorResponse,
  listAdminRestaurantsBody,
  listAdminRestaurantsResponse,
  listAuditLogBody,
  listAuditLogResponse,
  listOperatorsBody,
  listOperatorsResponse,
  listRestaurantNamesBody,
  listRestaurantNamesResponse,
  operatorUserIdParam,
  revokeOperatorBody,
  revokeOperatorResponse,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { captainAdminRoutes } from './captain-routes.ts';
import { couponAdminRoutes } from './coupon-routes.ts';
import { getAdminMe } from './get-admin-me.ts';
import { inviteOperator } from './invite-operator.ts';
import { listAdminRestaurants } from './list-admin-restaurants.ts';
import { listOperators } from './list-operators.ts';
import { listRestaurantNames } from './list-restaurant-names.ts';
import { ratingAdminRoutes } from './rating-routes.ts';
import { readAuditLog } from './read-audit-log.ts';
import { restaurantAdminRoutes } from './restaurant-routes.ts';
import { revokeOperator } from './revoke-operator.ts';
import { slideAdminRoutes } from './slide-routes.ts';

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ok = <T>(data: T) => ({ success: true as const, data });

  r.post(
    '/admin/me',
    { preHandler: requireUser, schema: { body: getAdminMeBody, response: { 200: getAdminMeResponse } } },
    async (req) => ok(await getAdminMe({ db: app.db, userId: userOf(req).id })),
  );
  r.post(
    '/admin/operators',
    {
      preHandler: requireUser,
      schema: { body: listOperatorsBody, response: { 200: listOperatorsResponse } },
    },
    async (req) => ok(await listOperators({ db: app.db, userId: userOf(req).id })),
  );
  r.post(
    '/admin/operators/invite',
    {
      preHandler: requireUser,
      schema: { body: inviteOperatorBody, response: { 200: inviteOperatorResponse } },
    },
    async (req) =>
      ok(
        await inviteOperator({
          db: app.db,
          now: app.now,
          userId: userOf(req).id,
          phone: req.body.phone,
          name: req.body.name,
          level: req.body.level,
        }),
      ),
  );
  r.post(
    '/admin/operators/:userId/revoke',
    {
      preHandler: requireUser,
      schema: {
        params: operatorUserIdParam,
        body: revokeOperatorBody,
        response: { 200: revokeOperatorResponse },
      },
    },
    async (req) =>
      ok(
        await revokeOperator({
          db: app.db,
          now: app.now,
          userId: userOf(req).id,
          targetUserId: req.params.userId,
        }),
      ),
  );
  r.post(
    '/admin/restaurants',
    {
      preHandler: requireUser,
      schema: { body: listAdminRestaurantsBody, response: { 200: listAdminRestaurantsResponse } },
    },
    async (req) => ok(await listAdminRestaurants({ db: app.db, userId: userOf(req).id })),
  );
  r.post(
    '/admin/restaurant-names',
    {
      preHandler: requireUser,
      schema: { body: listRestaurantNamesBody, response: { 200: listRestaurantNamesResponse } },
    },
    async (req) => ok(await listRestaurantNames({ db: app.db, userId: userOf(req).id })),
  );
  r.post(
    '/admin/audit',
    { preHandler: requireUser, schema: { body: listAuditLogBody, response: { 200: listAuditLogResponse } } },
    async (req) => ok(await readAuditLog({ db: app.db, userId: userOf(req).id, filters: req.body })),
  );

  await restaurantAdminRoutes(app);
  await couponAdminRoutes(app);
  await captainAdminRoutes(app);
  await slideAdminRoutes(app);
  await ratingAdminRoutes(app);
}
