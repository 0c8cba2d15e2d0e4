// The back office's restaurant calls (contracts: packages/domain contracts/admin/restaurants/): admins
// only (the catalog is not support's work). A restaurant's menu is edited through the menu editor's calls.
import {
  createRestaurantBody,
  createRestaurantResponse,
  getAdminRestaurantBody,
  getAdminRestaurantResponse,
  inviteRestaurantStaffBody,
  inviteRestaurantStaffResponse,
  listRestaurantStaffBody,
  listRestaurantStaffResponse,
  removeRestaurantStaffBody,
  removeRestaurantStaffResponse,
  restaurantIdParam,
  staffUserIdParam,
  updateRestaurantBody,
  updateRestaurantResponse,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { createRestaurant } from './create-restaurant.ts';
import { getAdminRestaurant } from './get-admin-restaurant.ts';
import { inviteRestaurantStaff } from './invite-restaurant-staff.ts';
import { listRestaurantStaff } from './list-restaurant-staff.ts';
import { removeRestaurantStaff } from './remove-restaurant-staff.ts';
import { updateRestaurant } from './update-restaurant.ts';

export async function restaurantAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ok = <T>(data: T) => ({ success: true as const, data });
  const deps = () => ({
    db: app.db,
    events: app.events,
    catalog: app.catalog,
    now: app.now,
    origin: app.instanceId,
  });

  r.post(
    '/admin/restaurants/create',
    {
      preHandler: requireUser,
      schema: { body: createRestaurantBody, response: { 200: createRestaurantResponse } },
    },
    async (req) => ok(await createRestaurant({ ...deps(), userId: userOf(req).id, fields: req.body })),
  );
  r.post(
    '/admin/restaurants/:restaurantId/details',
    {
      preHandler: requireUser,
      schema: {
        params: restaurantIdParam,
        body: getAdminRestaurantBody,
        response: { 200: getAdminRestaurantResponse },
      },
    },
    async (req) =>
      ok(
        await getAdminRestaurant({
          db: app.db,
          userId: userOf(req).id,
          restaurantId: req.params.restaurantId,
        }),
      ),
  );
  r.post(
    '/admin/restaurants/:restaurantId/update',
    {
      preHandler: requireUser,
      schema: {
        params: restaurantIdParam,
        body: updateRestaurantBody,
        response: { 200: updateRestaurantResponse },
      },
    },
    async (req) =>
      ok(
        await updateRestaurant({
          ...deps(),
          userId: userOf(req).id,
          restaurantId: req.params.restaurantId,
          fields: req.body,
        }),
      ),
  );
  r.post(
    '/admin/restaurants/:restaurantId/staff',
    {
      preHandler: requireUser,
      schema: {
        params: restaurantIdParam,
        body: listRestaurantStaffBody,
        response: { 200: listRestaurantStaffResponse },
      },
    },
    async (req) =>
      ok(
        await listRestaurantStaff({
          db: app.db,
          userId: userOf(req).id,
          restaurantId: req.params.restaurantId,
        }),
      ),
  );
  r.post(
    '/admin/restaurants/:restaurantId/staff/invite',
    {
      preHandler: requireUser,
      schema: {
        params: restaurantIdParam,
        body: inviteRestaurantStaffBody,
        response: { 200: inviteRestaurantStaffResponse },
      },
    },
    async (req) =>
      ok(
        await inviteRestaurantStaff({
          db: app.db,
          now: app.now,
          userId: userOf(req).id,
          restaurantId: req.params.restaurantId,
          phone: req.body.phone,
          name: req.body.name,
          role: req.body.role,
        }),
      ),
  );
  r.post(
    '/admin/restaurants/:restaurantId/staff/:userId/remove',
    {
      preHandler: requireUser,
      schema: {
        params: staffUserIdParam,
        body: removeRestaurantStaffBody,
        response: { 200: removeRestaurantStaffResponse },
      },
    },
    async (req) =>
      ok(
        await removeRestaurantStaff({
          db: app.db,
          now: app.now,
          userId: userOf(req).id,
          restaurantId: req.params.restaurantId,
          staffUserId: req.params.userId,
        }),
      ),
  );
}
