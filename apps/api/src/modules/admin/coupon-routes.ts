// The back office's coupon calls (contracts: packages/domain contracts/admin/coupons/). Only an
// admin may list or change them (each service checks who asks).
import {
  couponIdParam,
  createCouponBody,
  createCouponResponse,
  endCouponBody,
  endCouponResponse,
  listAdminCouponsBody,
  listAdminCouponsResponse,
  updateCouponBody,
  updateCouponResponse,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { createCoupon } from './create-coupon.ts';
import { endCoupon } from './end-coupon.ts';
import { listAdminCoupons } from './list-admin-coupons.ts';
import { updateCoupon } from './update-coupon.ts';

export async function couponAdminRoutes(app: FastifyInstance): Promise<void> {
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
    '/admin/coupons',
    {
      preHandler: requireUser,
      schema: { body: listAdminCouponsBody, response: { 200: listAdminCouponsResponse } },
    },
    async (req) => ok(await listAdminCoupons({ db: app.db, userId: userOf(req).id })),
  );
  r.post(
    '/admin/coupons/create',
    { preHandler: requireUser, schema: { body: createCouponBody, response: { 200: createCouponResponse } } },
    async (req) => ok(await createCoupon({ ...deps(), userId: userOf(req).id, coupon: req.body })),
  );
  r.post(
    '/admin/coupons/:couponId',
    {
      preHandler: requireUser,
      schema: { params: couponIdParam, body: updateCouponBody, response: { 200: updateCouponResponse } },
    },
    async (req) => {
      const { token: _t, user_id: _u, version, ...changes } = req.body;
      return ok(
        await updateCoupon({
          ...deps(),
          userId: userOf(req).id,
          couponId: req.params.couponId,
          version,
          changes,
        }),
      );
    },
  );
  r.post(
    '/admin/coupons/:couponId/end',
    {
      preHandler: requireUser,
      schema: { params: couponIdParam, body: endCouponBody, response: { 200: endCouponResponse } },
    },
    async (req) =>
      ok(
        await endCoupon({
          ...deps(),
          userId: userOf(req).id,
          couponId: req.params.couponId,
          version: req.body.version,
        }),
      ),
  );
}
