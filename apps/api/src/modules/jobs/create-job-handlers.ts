// What each durable job does: every handler is one service call, safe to repeat.
import type { Db } from '@khabar/db';
import type { EventBus } from '../../adapters/events/event-bus.ts';
import type { GeoProvider } from '../../adapters/geo/geo-provider.ts';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import type { AppConfig } from '../../config/load-config.ts';
import { runAutopilotStep } from '../autopilot/index.ts';
import { dispatchOrder, expireOffer, prunePositionTrail } from '../captain/index.ts';
import { removeUnusedPhoto } from '../images/index.ts';
import {
  autoCancelOrder,
  processGatewayRefund,
  releaseScheduledOrder,
  renewDeliveryPin,
} from '../lifecycle/index.ts';
import { expirePayment } from '../payments/index.ts';
import { grantLateCredit } from '../promises/index.ts';
import { sendPush, type VapidKeys } from '../push/index.ts';
import { runDashboardRollup } from '../reports/index.ts';
import { expireWalletCredits } from '../wallet/index.ts';
import { deliverWebhook, type WebhookSettings } from '../webhooks/index.ts';
import type { JobHandlers } from './job-runner.ts';

export function createJobHandlers(deps: {
  db: Db;
  events: EventBus;
  now: () => Date;
  settings: AppConfig['lifecycle'];
  gateway: PaymentGateway;
  geo: GeoProvider;
  /** Where uploaded photos are stored (DATA_DIR). */
  dataDir: string;
  /** Web Push's key pair (decision 051). */
  pushKeys: () => Promise<VapidKeys>;
  webhooks: WebhookSettings;
}): JobHandlers {
  const ctx = { db: deps.db, events: deps.events, now: deps.now, settings: deps.settings };
  return {
    'auto-cancel': async ({ orderId }) => {
      await autoCancelOrder({ ...ctx, orderId });
    },
    'release-order': async ({ orderId }) => {
      await releaseScheduledOrder({ ...ctx, orderId });
    },
    'expire-payment': ({ paymentId }) => expirePayment({ db: deps.db, now: deps.now, paymentId }),
    'dispatch-order': ({ orderId }) => dispatchOrder({ ...ctx, orderId }),
    'offer-timeout': ({ offerId }) => expireOffer({ ...ctx, offerId }),
    'gateway-refund': ({ refundId }, { attempt }) =>
      processGatewayRefund({ ...ctx, gateway: deps.gateway, refundId, attempt }),
    'renew-delivery-pin': async ({ orderId }) => {
      await renewDeliveryPin({ ...ctx, orderId });
    },
    'dashboard-rollup': ({ slot, part }) => runDashboardRollup({ db: deps.db, now: deps.now, slot, part }),
    autopilot: (step) => runAutopilotStep({ ...ctx, geo: deps.geo, step }),
    'prune-position-trail': async () => {
      await prunePositionTrail({ db: deps.db, now: deps.now });
    },
    'late-delivery-credit': async ({ orderId }) => {
      await grantLateCredit({ db: deps.db, events: deps.events, now: deps.now, orderId });
    },
    'expire-wallet-credits': async () => {
      await expireWalletCredits({ db: deps.db, now: deps.now });
    },
    'push-send': async ({ subscriptionId, message, expiresAt }) => {
      await sendPush({
        db: deps.db,
        now: deps.now,
        keys: await deps.pushKeys(),
        subscriptionId,
        message,
        expiresAt,
      });
    },
    'webhook-delivery': ({ deliveryId, attempt }) =>
      deliverWebhook({ db: deps.db, now: deps.now, webhooks: deps.webhooks, deliveryId, attempt }),
    'remove-photo': async ({ path }) => {
      await removeUnusedPhoto({ db: deps.db, dataDir: deps.dataDir, path });
    },
  };
}
