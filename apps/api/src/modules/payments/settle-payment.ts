// A payment ends once: paid (the order goes to the restaurant, status 1) or failed (the order is never
// placed: its coupon use is released and any wallet part is given back). A capture that comes after
// the end is recorded and refunded (decision 016). Each transition is a guarded update, so the checkout's
// signature, the webhook and their replays can arrive in any order and any number.
import { type Db, schema } from '@khabar/db';
import { formatInr, ORDER_STATUS, type Said } from '@khabar/domain';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { EventBus } from '../../adapters/events/event-bus.ts';
import type { AppConfig } from '../../config/load-config.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  type Alert,
  insertAlert,
  type Outbox,
  placedAlert,
  publishOutbox,
  recordOrderPaid,
  startGatewayRefund,
} from '../lifecycle/index.ts';

const p = schema.payments;
const o = schema.orders;
const c = schema.paymentCaptures;

type PaymentRef = { provider: 'sandbox' | 'razorpay'; providerOrderId: string };

/** A paid order reaches the restaurant: its acceptance window starts and the bus hears of it. */
export interface SettleLifecycle {
  events: EventBus;
  settings: AppConfig['lifecycle'];
}

/** What a capture did: paid its order, or (for an order given up or already paid) was refunded. */
export type CaptureOutcome =
  | { orderId: number; changed: boolean; refunded?: undefined }
  | { orderId: number; changed: boolean; refunded: { amountPaise: number; uniqueOrderId: string } };

/**
 * A capture the provider reports (webhook or checkout signature). It is recorded once per provider
 * payment id; the first one for a payment still waiting pays the order; any other (the order expired or
 * failed first, or another capture already paid it) is money we must not keep: it is refunded through
 * the gateway and the customer is told. Either way the caller gets an answer, never a retry-forever error.
 */
export async function markPaid({
  db,
  now,
  lifecycle,
  ...input
}: PaymentRef & {
  db: Db;
  now: Date;
  lifecycle: SettleLifecycle;
  paymentId: string;
  /** What the provider says was paid; checked against the order when given. */
  amountPaise?: number;
}): Promise<CaptureOutcome> {
  // A capture already recorded (the webhook and the checkout both report it, and both are retried) is
  // answered from its record, without queueing on the payment's lock.
  const [seen] = await db
    .select({ outcome: c.outcome, amountPaise: p.amountPaise, orderId: o.id, uniqueOrderId: o.uniqueOrderId })
    .from(c)
    .innerJoin(p, eq(p.id, c.paymentId))
    .innerJoin(o, eq(o.id, p.orderId))
    .where(
      and(
        eq(c.provider, input.provider),
        eq(c.providerPaymentId, input.paymentId),
        eq(p.providerOrderId, input.providerOrderId),
      ),
    );
  if (seen && (input.amountPaise === undefined || input.amountPaise === seen.amountPaise)) {
    return outcomeOf(seen.outcome, { id: seen.orderId, uniqueOrderId: seen.uniqueOrderId }, seen.amountPaise);
  }
  let outbox: Outbox = [];
  const result = await db.transaction(async (tx): Promise<CaptureOutcome> => {
    const [payment] = await tx
      .select()
      .from(p)
      .where(and(eq(p.provider, input.provider), eq(p.providerOrderId, input.providerOrderId)))
      // Locked: a concurrent settle waits here and then sees this one's outcome, not a stale status.
      .for('update');
    if (!payment) throw new AppError('NOT_FOUND', 'Payment not found');
    if (input.amountPaise !== undefined && input.amountPaise !== payment.amountPaise) {
      throw new AppError('UNPROCESSABLE', 'The amount paid does not match the order.');
    }
    const [order] = await tx.select().from(o).where(eq(o.id, payment.orderId));
    if (!order) throw new Error('payment without an order');
    const [recorded] = await tx
      .select()
      .from(c)
      .where(and(eq(c.provider, input.provider), eq(c.providerPaymentId, input.paymentId)));
    if (recorded) return outcomeOf(recorded.outcome, order, recorded.amountPaise);
    // Paid before captures were recorded: the same payment id is a replay.
    if (payment.status === 'paid' && payment.providerPaymentId === input.paymentId) {
      return { orderId: order.id, changed: false };
    }
    const capture = {
      paymentId: payment.id,
      provider: input.provider,
      providerPaymentId: input.paymentId,
      amountPaise: input.amountPaise ?? payment.amountPaise,
      capturedAt: now,
    };
    if (payment.status !== 'created') {
      await tx.insert(c).values({ ...capture, outcome: 'refunded' });
      await startGatewayRefund({
        tx,
        order,
        at: now,
        reason:
          payment.status === 'paid' ? 'a second payment for a paid order' : 'paid after the order expired',
        provider: input.provider,
        providerPaymentId: input.paymentId,
        amountPaise: capture.amountPaise,
        alert: lateCaptureAlert(payment.status, capture.amountPaise, order.uniqueOrderId),
      });
      return outcomeOf('refunded', order, capture.amountPaise);
    }
    await tx.insert(c).values({ ...capture, outcome: 'settled' });
    await tx
      .update(p)
      .set({ status: 'paid', providerPaymentId: input.paymentId, paidAt: now })
      .where(eq(p.id, payment.id));
    const [placed] = await tx
      .update(o)
      // An order for later is paid now but reaches the kitchen at its release (decision 048).
      .set({ orderstatusId: ORDER_STATUS.placed, placedAt: order.scheduledFor ? null : now, updatedAt: now })
      .where(and(eq(o.id, order.id), eq(o.orderstatusId, ORDER_STATUS.awaitingPayment)))
      .returning({ userId: o.userId, unique: o.uniqueOrderId });
    if (placed) {
      const alert = placedAlert({
        restaurantName: '',
        unique: placed.unique,
        scheduledFor: order.scheduledFor,
        paid: true,
      });
      await insertAlert({ tx, input: { userId: placed.userId, orderId: order.id, ...alert, at: now } });
      outbox = await recordOrderPaid({ tx, orderId: order.id, at: now, settings: lifecycle.settings });
    }
    return { orderId: order.id, changed: true };
  });
  await publishOutbox({ events: lifecycle.events, outbox });
  return result;
}

function outcomeOf(
  outcome: 'settled' | 'refunded',
  order: { id: number; uniqueOrderId: string },
  amountPaise: number,
): CaptureOutcome {
  return outcome === 'settled'
    ? { orderId: order.id, changed: false }
    : { orderId: order.id, changed: false, refunded: { amountPaise, uniqueOrderId: order.uniqueOrderId } };
}

/** Why money that arrived is going back: the order was given up first, or it was already paid. */
function lateCaptureAlert(status: 'paid' | 'failed', amountPaise: number, uniqueOrderId: string): Alert {
  const amount = formatInr(amountPaise);
  const id = uniqueOrderId;
  const title: Said = { en: 'Refund started', hi: 'रिफ़ंड शुरू हुआ', bn: 'রিফান্ড শুরু হয়েছে' };
  return status === 'paid'
    ? {
        title,
        message: {
          en: `Order ${id} was already paid, so your second payment of ${amount} is being refunded to your original payment method.`,
          hi: `ऑर्डर ${id} का पेमेंट पहले ही हो चुका था, इसलिए आपका दूसरा पेमेंट ${amount} उसी तरीके से वापस भेजा जा रहा है।`,
          bn: `অর্ডার ${id}-এর পেমেন্ট আগেই হয়ে গিয়েছিল, তাই আপনার দ্বিতীয় পেমেন্ট ${amount} একইভাবে ফেরত পাঠানো হচ্ছে।`,
        },
      }
    : {
        title,
        message: {
          en: `Your payment of ${amount} arrived after order ${id} had expired, so the order was not placed and the payment is being refunded to your original payment method.`,
          hi: `आपका ${amount} का पेमेंट ऑर्डर ${id} की समय-सीमा खत्म होने के बाद आया, इसलिए ऑर्डर नहीं हुआ और पेमेंट उसी तरीके से वापस भेजा जा रहा है।`,
          bn: `আপনার ${amount} পেমেন্ট অর্ডার ${id}-এর সময় পেরিয়ে যাওয়ার পরে এসেছে, তাই অর্ডারটি হয়নি এবং পেমেন্ট একইভাবে ফেরত পাঠানো হচ্ছে।`,
        },
      };
}

/** What verify-payment says when the capture it confirms was given back rather than used. */
export const refundedCaptureMessage = (r: { amountPaise: number; uniqueOrderId: string }) =>
  `Order ${r.uniqueOrderId} had already ended when this payment arrived, so it was not used: ${formatInr(r.amountPaise)} is being refunded to your original payment method (banks take 3-4 business days to show it).`;

export async function markFailed({
  db,
  now,
  expired = false,
  ...input
}: PaymentRef & {
  db: Db;
  now: Date;
  /** Given up after 30 minutes unpaid (not the customer's own Fail): the customer gets an alert. */
  expired?: boolean;
}): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const [lost] = await tx
      .update(p)
      .set({ status: 'failed' })
      .where(
        and(
          eq(p.provider, input.provider),
          eq(p.providerOrderId, input.providerOrderId),
          eq(p.status, 'created'),
        ),
      )
      .returning({ orderId: p.orderId });
    if (!lost) return { changed: false };
    // The order stays at status 0 (never sent to the restaurant, never listed); what it held is released.
    const [order] = await tx
      .select({ userId: o.userId, walletPaise: o.walletPaise, unique: o.uniqueOrderId })
      .from(o)
      .where(and(eq(o.id, lost.orderId), eq(o.orderstatusId, ORDER_STATUS.awaitingPayment)));
    await tx.delete(schema.couponRedemptions).where(eq(schema.couponRedemptions.orderId, lost.orderId));
    if (order && order.walletPaise > 0) {
      const [u] = await tx
        .update(schema.users)
        .set({ walletBalancePaise: sqlAdd(order.walletPaise) })
        .where(eq(schema.users.id, order.userId))
        .returning({ balance: schema.users.walletBalancePaise });
      await tx.insert(schema.walletTransactions).values({
        userId: order.userId,
        amountPaise: order.walletPaise,
        balanceAfterPaise: u?.balance ?? order.walletPaise,
        type: 'deposit',
        description: `Returned: payment for order ${order.unique} did not go through`,
        orderId: lost.orderId,
        createdAt: now,
      });
    }
    if (order && expired) {
      await insertAlert({
        tx,
        input: {
          userId: order.userId,
          orderId: lost.orderId,
          ...expiredAlert(order.unique, order.walletPaise),
          at: now,
        },
      });
    }
    return { changed: true };
  });
}

/** The alert for an online order whose payment never came: nothing was placed or charged. */
function expiredAlert(uniqueOrderId: string, walletPaise: number): Alert {
  const id = uniqueOrderId;
  const back = formatInr(walletPaise);
  const wallet: Said =
    walletPaise > 0
      ? {
          en: ` The ${back} from your wallet is back in your wallet.`,
          hi: ` आपके वॉलेट के ${back} वॉलेट में वापस आ गए हैं।`,
          bn: ` আপনার ওয়ালেটের ${back} ওয়ালেটে ফেরত এসেছে।`,
        }
      : { en: '', hi: '', bn: '' };
  return {
    title: { en: 'Payment not received', hi: 'पेमेंट नहीं मिला', bn: 'পেমেন্ট পাওয়া যায়নি' },
    message: {
      en: `Order ${id} was not placed: its payment did not arrive within 30 minutes.${wallet.en}`,
      hi: `ऑर्डर ${id} नहीं हुआ: उसका पेमेंट 30 मिनट में नहीं आया।${wallet.hi}`,
      bn: `অর্ডার ${id} হয়নি: তার পেমেন্ট 30 মিনিটের মধ্যে আসেনি।${wallet.bn}`,
    },
  };
}

const sqlAdd = (paise: number) => sql`${schema.users.walletBalancePaise} + ${paise}`;

/** Payments left unpaid for 30 minutes are given up: the order is never placed, the wallet part returned. */
export async function expireAbandonedPayments({ db, now }: { db: Db; now: Date }): Promise<number> {
  const stale = await db
    .select({ provider: p.provider, providerOrderId: p.providerOrderId })
    .from(p)
    .where(and(eq(p.status, 'created'), lt(p.createdAt, new Date(now.getTime() - 30 * 60_000))));
  for (const s of stale) await markFailed({ db, now, expired: true, ...s });
  return stale.length;
}
