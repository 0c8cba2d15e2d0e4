// The support actions on one order (contracts: packages/domain contracts/support/). Each service
// checks the caller's operator level inside its transaction: a customer, restaurant staff or captain
// gets 403, a support agent asking for an admin's action 403.
import {
  cancelOrderAsOperatorBody,
  cancelOrderAsOperatorResponse,
  getOrderSupportBody,
  getOrderSupportResponse,
  markOrderDeliveredBody,
  markOrderDeliveredResponse,
  reassignOrderCaptainBody,
  reassignOrderCaptainResponse,
  redispatchOrderBody,
  redispatchOrderResponse,
  retryGatewayRefundBody,
  retryGatewayRefundResponse,
  settleRefundToWalletBody,
  settleRefundToWalletResponse,
  supportOrderParam,
  supportRefundParams,
  unassignOrderCaptainBody,
  unassignOrderCaptainResponse,
  unlockDeliveryPinBody,
  unlockDeliveryPinResponse,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { lifecycleContextOf } from '../lifecycle/index.ts';
import { cancelOrderAsOperator } from './cancel-order-as-operator.ts';
import { getOrderSupport } from './get-order-support.ts';
import { markOrderDelivered } from './mark-order-delivered.ts';
import { reassignOrderCaptain } from './reassign-order-captain.ts';
import { redispatchOrder } from './redispatch-order.ts';
import { retryGatewayRefund } from './retry-gateway-refund.ts';
import { settleRefundToWallet } from './settle-refund-to-wallet.ts';
import { unassignOrderCaptain } from './unassign-order-captain.ts';
import { unlockDeliveryPin } from './unlock-delivery-pin.ts';

export async function supportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ok = <T>(data: T) => ({ success: true as const, data });
  const ctx = lifecycleContextOf(app);

  r.post(
    '/admin/orders/:id/support',
    {
      preHandler: requireUser,
      schema: {
        params: supportOrderParam,
        body: getOrderSupportBody,
        response: { 200: getOrderSupportResponse },
      },
    },
    async (req) => ok(await getOrderSupport({ db: app.db, userId: userOf(req).id, orderId: req.params.id })),
  );
  r.post(
    '/admin/orders/:id/cancel',
    {
      preHandler: requireUser,
      schema: {
        params: supportOrderParam,
        body: cancelOrderAsOperatorBody,
        response: { 200: cancelOrderAsOperatorResponse },
      },
    },
    async (req) =>
      ok(
        await cancelOrderAsOperator({
          ...ctx,
          userId: userOf(req).id,
          orderId: req.params.id,
          reason: req.body.reason,
          fault: req.body.fault,
        }),
      ),
  );
  r.post(
    '/admin/orders/:id/reassign-captain',
    {
      preHandler: requireUser,
      schema: {
        params: supportOrderParam,
        body: reassignOrderCaptainBody,
        response: { 200: reassignOrderCaptainResponse },
      },
    },
    async (req) =>
      ok(
        await reassignOrderCaptain({
          ...ctx,
          userId: userOf(req).id,
          orderId: req.params.id,
          reason: req.body.reason,
          captainId: req.body.captain_id,
          currentCaptainId: req.body.current_captain_id,
        }),
      ),
  );
  const reasonOnly = [
    ['unassign-captain', unassignOrderCaptainBody, unassignOrderCaptainResponse, unassignOrderCaptain],
    ['redispatch', redispatchOrderBody, redispatchOrderResponse, redispatchOrder],
    ['unlock-pin', unlockDeliveryPinBody, unlockDeliveryPinResponse, unlockDeliveryPin],
    ['mark-delivered', markOrderDeliveredBody, markOrderDeliveredResponse, markOrderDelivered],
  ] as const;
  for (const [path, body, response, service] of reasonOnly) {
    r.post(
      `/admin/orders/:id/${path}`,
      { preHandler: requireUser, schema: { params: supportOrderParam, body, response: { 200: response } } },
      async (req) =>
        ok(
          await service({ ...ctx, userId: userOf(req).id, orderId: req.params.id, reason: req.body.reason }),
        ),
    );
  }
  const refundActions = [
    ['retry', retryGatewayRefundBody, retryGatewayRefundResponse, retryGatewayRefund],
    ['settle-to-wallet', settleRefundToWalletBody, settleRefundToWalletResponse, settleRefundToWallet],
  ] as const;
  for (const [path, body, response, service] of refundActions) {
    r.post(
      `/admin/orders/:id/refunds/:refundId/${path}`,
      { preHandler: requireUser, schema: { params: supportRefundParams, body, response: { 200: response } } },
      async (req) =>
        ok(
          await service({
            ...ctx,
            userId: userOf(req).id,
            orderId: req.params.id,
            refundId: req.params.refundId,
            reason: req.body.reason,
          }),
        ),
    );
  }
}
