// The order calls: a quote for a cart (guest or customer), placing an order, the customer's own orders.
import {
  cancelOrderBody,
  cartQuoteBody,
  cartQuoteResponse,
  getOrdersBody,
  getOrdersResponse,
  getScheduleSlotsBody,
  getScheduleSlotsResponse,
  getUnusableCouponsBody,
  getUnusableCouponsResponse,
  orderDetailsResponse,
  orderIdBody,
  placeOrderBody,
  placeOrderResponse,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import { answerLanguage } from '../../plugins/answer-language.ts';
import { optionalUser, requireUser, userOf } from '../../plugins/require-user.ts';
import { lifecycleContextOf } from '../lifecycle/index.ts';
import { cancelMyOrder } from './cancel-my-order.ts';
import { getOrderDetails } from './get-order-details.ts';
import { listOrders } from './list-orders.ts';
import { listScheduleSlots } from './list-schedule-slots.ts';
import { listUnusableCoupons } from './list-unusable-coupons.ts';
import { placeOrder } from './place-order.ts';
import { quoteCart } from './quote-cart.ts';

/** A client's retry key: the web app sends a UUID per attempt to pay. */
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key must be 8-100 letters, digits, - or _.')
    .optional(),
});

export async function orderRoutes(app: FastifyInstance, opts: { gateway: PaymentGateway }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pricing = () => ({
    db: app.db,
    catalog: app.catalog,
    geo: app.geo,
    business: app.settings.business(),
    now: app.now(),
  });

  r.post(
    '/cart-quote',
    { preHandler: optionalUser, schema: { body: cartQuoteBody, response: { 200: cartQuoteResponse } } },
    async (req, reply) =>
      quoteCart({
        ...pricing(),
        cart: req.body,
        userId: req.user?.id ?? null,
        language: answerLanguage(req, reply),
      }),
  );

  r.post(
    '/place-order',
    {
      preHandler: requireUser,
      schema: { body: placeOrderBody, headers: idempotencyHeaders, response: { 201: placeOrderResponse } },
    },
    async (req, reply) => {
      const data = await placeOrder({
        ...pricing(),
        events: app.events,
        lifecycle: app.settings.lifecycle(),
        gateway: opts.gateway,
        userId: userOf(req).id,
        order: req.body,
        idempotencyKey: req.headers['idempotency-key'] ?? null,
        language: answerLanguage(req, reply),
      });
      return reply.status(201).send({ success: true, data });
    },
  );

  // The coupon list shows what the caller can no longer use as used, not offered (issue 23 item 11).
  r.post(
    '/get-unusable-coupons',
    {
      preHandler: optionalUser,
      schema: { body: getUnusableCouponsBody, response: { 200: getUnusableCouponsResponse } },
    },
    async (req, reply) =>
      listUnusableCoupons({
        db: app.db,
        userId: req.user?.id ?? null,
        restaurantId: req.body.restaurant_id ?? null,
        now: app.now(),
        language: answerLanguage(req, reply),
      }),
  );

  // The slots an order for later may be placed for (decision 048); a guest's cart asks too.
  r.post(
    '/get-schedule-slots',
    { schema: { body: getScheduleSlotsBody, response: { 200: getScheduleSlotsResponse } } },
    async (req, reply) => ({
      success: true as const,
      data: listScheduleSlots({
        catalog: app.catalog,
        now: app.now(),
        restaurantId: req.body.restaurant_id,
        language: answerLanguage(req, reply),
      }),
    }),
  );

  r.post(
    '/get-orders',
    { preHandler: requireUser, schema: { body: getOrdersBody, response: { 200: getOrdersResponse } } },
    async (req) => listOrders({ db: app.db, userId: userOf(req).id, page: req.body.page }),
  );

  r.post(
    '/get-order-details',
    { preHandler: requireUser, schema: { body: orderIdBody, response: { 200: orderDetailsResponse } } },
    async (req, reply) =>
      getOrderDetails({
        db: app.db,
        userId: userOf(req).id,
        orderId: req.body.order_id,
        now: app.now(),
        language: answerLanguage(req, reply),
      }),
  );

  // The customer's cancel, within 2 minutes of the order reaching the restaurant (issue 13).
  r.post(
    '/cancel-order',
    { preHandler: requireUser, schema: { body: cancelOrderBody, response: { 200: orderDetailsResponse } } },
    async (req, reply) =>
      cancelMyOrder({
        ...lifecycleContextOf(app),
        userId: userOf(req).id,
        orderKey: req.body.order_id,
        language: answerLanguage(req, reply),
      }),
  );
}
