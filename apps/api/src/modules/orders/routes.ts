// The order calls: a quote for a cart (guest or customer), placing an order, the customer's own orders.
import {
  authOnlyBody,
  cartQuoteBody,
  orderIdBody,
  type PlacedOrderJson,
  placeOrderBody,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import { AppError } from '../../errors/app-error.ts';
import { authenticate, bearerOf, requireUser, userOf } from '../../plugins/require-user.ts';
import { findOrder, listOrders } from './order-json.ts';
import { placeOrder } from './place-order.ts';
import { priceCart, quoteJson } from './price-cart.ts';

/** A client's retry key: the web app sends a UUID per attempt to pay. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

export async function orderRoutes(app: FastifyInstance, opts: { gateway: PaymentGateway }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/cart-quote', { schema: { body: cartQuoteBody } }, async (req) => {
    // Optional login: a customer's quote includes their wallet and payment methods.
    const token = bearerOf(req) ?? req.body.token ?? null;
    const userId = token ? (await authenticate(req, token, req.body.user_id)).id : null;
    const priced = await priceCart(app, req.body, userId);
    return { success: true, data: quoteJson(priced, app.config.business.taxBp) };
  });

  r.post(
    '/place-order',
    { preHandler: requireUser, schema: { body: placeOrderBody } },
    async (req, reply) => {
      const header = req.headers['idempotency-key'];
      const key = typeof header === 'string' ? header : null;
      if (key !== null && !IDEMPOTENCY_KEY.test(key)) {
        throw new AppError('BAD_REQUEST', 'Idempotency-Key must be 8-100 letters, digits, - or _.');
      }
      const placed = await placeOrder(app, userOf(req).id, req.body, key, opts.gateway);
      const data: PlacedOrderJson = {
        id: placed.orderId,
        unique_order_id: placed.uniqueOrderId,
        orderstatus_id: placed.statusId,
        payment: placed.payment && {
          provider: opts.gateway.provider,
          key: opts.gateway.publicKey,
          provider_order_id: placed.payment.providerOrderId,
          amount: placed.payment.amountPaise,
          currency: 'INR',
          ...(opts.gateway.provider === 'sandbox'
            ? { checkout_url: `/sandbox-pay/${placed.payment.providerOrderId}` }
            : {}),
        },
      };
      return reply.status(201).send({ success: true, data });
    },
  );

  r.post('/get-orders', { preHandler: requireUser, schema: { body: authOnlyBody } }, async (req) => {
    return { success: true, data: await listOrders(app.db, userOf(req).id) };
  });

  r.post('/get-order-details', { preHandler: requireUser, schema: { body: orderIdBody } }, async (req) => {
    const order = await findOrder(app.db, userOf(req).id, req.body.order_id);
    // Another customer's order is "not found", never "forbidden": ids reveal nothing.
    if (!order) throw new AppError('NOT_FOUND', 'Order not found');
    const { resturant_details, coupon_details, ...rest } = order;
    return { success: true, data: rest, resturant_details, coupon_details };
  });
}
