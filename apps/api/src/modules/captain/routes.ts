// The captain app's calls (contract: packages/domain contracts/captain). An account that is not a
// captain, or an order or offer that is not theirs, is "not found".
import {
  acceptOfferBody,
  acceptOfferResponse,
  arriveAtRestaurantBody,
  arriveAtRestaurantResponse,
  declineOfferBody,
  declineOfferResponse,
  deliverOrderBody,
  deliverOrderResponse,
  getCaptainMeBody,
  getCaptainMeResponse,
  offerIdParam,
  orderIdParam,
  pickUpOrderBody,
  pickUpOrderResponse,
  postCaptainPositionBody,
  postCaptainPositionResponse,
  setCaptainDutyBody,
  setCaptainDutyResponse,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { lifecycleContextOf } from '../lifecycle/index.ts';
import { acceptOffer } from './accept-offer.ts';
import { declineOffer } from './decline-offer.ts';
import { getCaptainMe } from './get-captain-me.ts';
import { postCaptainPosition } from './record-captain-position.ts';
import { setCaptainDuty } from './set-captain-duty.ts';
import { type CaptainStep, takeCaptainStep } from './take-captain-step.ts';

export async function captainRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ok = <T>(data: T) => ({ success: true as const, data });
  const ctx = () => lifecycleContextOf(app);
  /** The three steps of a trip differ only in the step (and the delivery PIN). */
  const tripStep = async (userId: number, orderId: number, step: CaptainStep) =>
    ok(await takeCaptainStep({ ...ctx(), userId, orderId, ...step }));

  r.post(
    '/captain/me',
    { preHandler: requireUser, schema: { body: getCaptainMeBody, response: { 200: getCaptainMeResponse } } },
    async (req) => ok(await getCaptainMe({ db: app.db, now: app.now, userId: userOf(req).id })),
  );
  r.post(
    '/captain/duty',
    {
      preHandler: requireUser,
      schema: { body: setCaptainDutyBody, response: { 200: setCaptainDutyResponse } },
    },
    async (req) => ok(await setCaptainDuty({ ...ctx(), userId: userOf(req).id, onDuty: req.body.on_duty })),
  );
  r.post(
    '/captain/offers/:offerId/accept',
    {
      preHandler: requireUser,
      schema: { params: offerIdParam, body: acceptOfferBody, response: { 200: acceptOfferResponse } },
    },
    async (req) => ok(await acceptOffer({ ...ctx(), userId: userOf(req).id, offerId: req.params.offerId })),
  );
  r.post(
    '/captain/offers/:offerId/decline',
    {
      preHandler: requireUser,
      schema: { params: offerIdParam, body: declineOfferBody, response: { 200: declineOfferResponse } },
    },
    async (req) => ok(await declineOffer({ ...ctx(), userId: userOf(req).id, offerId: req.params.offerId })),
  );
  r.post(
    '/captain/orders/:orderId/arrive',
    {
      preHandler: requireUser,
      schema: {
        params: orderIdParam,
        body: arriveAtRestaurantBody,
        response: { 200: arriveAtRestaurantResponse },
      },
    },
    async (req) => tripStep(userOf(req).id, req.params.orderId, { step: 'arrive' }),
  );
  r.post(
    '/captain/orders/:orderId/pick-up',
    {
      preHandler: requireUser,
      schema: { params: orderIdParam, body: pickUpOrderBody, response: { 200: pickUpOrderResponse } },
    },
    async (req) => tripStep(userOf(req).id, req.params.orderId, { step: 'pick-up' }),
  );
  r.post(
    '/captain/orders/:orderId/deliver',
    {
      preHandler: requireUser,
      schema: { params: orderIdParam, body: deliverOrderBody, response: { 200: deliverOrderResponse } },
    },
    async (req) => tripStep(userOf(req).id, req.params.orderId, { step: 'deliver', pin: req.body.pin }),
  );
  r.post(
    '/captain/position',
    {
      preHandler: requireUser,
      schema: { body: postCaptainPositionBody, response: { 200: postCaptainPositionResponse } },
    },
    async (req) =>
      ok(
        await postCaptainPosition({
          db: app.db,
          events: app.events,
          now: app.now,
          userId: userOf(req).id,
          latitude: req.body.latitude,
          longitude: req.body.longitude,
          accuracyM: req.body.accuracy_m,
        }),
      ),
  );
}
