// The late-delivery promise kept by the system (decision 044): the durable job that the delivery
// enqueued in its own transaction (apply-order-transition.ts) calls this. In one transaction it locks
// the order, applies the domain's rule to the rider's position at the 60-minute mark, and if a credit
// is due writes it once (late_delivery_credits is keyed by the order), with the wallet, its ledger line
// (refund credit: valid 30 days), the order's event and the customer's alert saying why. Safe to run
// again: a second run finds the credit and does nothing.
import { type Db, schema } from '@khabar/db';
import {
  formatInr,
  lateDeliveryCredit,
  lateMarkOf,
  ORDER_STATUS,
  REFUND_CREDIT_VALID_MS,
  type Said,
} from '@khabar/domain';
import { eq, sql } from 'drizzle-orm';
import type { EventBus } from '../../adapters/events/event-bus.ts';
import { insertAlert, lockOrder, type Outbox, publishOutbox, recordOrderEvent } from '../lifecycle/index.ts';
import { riderAtMark } from './rider-at-mark.ts';

/** "26 Dec 2026", the day a credit lapses, as a Kolkata customer reads it. */
const kolkataDate = (at: Date) =>
  at.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

export async function grantLateCredit({
  db,
  events,
  now,
  orderId,
}: {
  db: Db;
  events: EventBus;
  now: () => Date;
  orderId: number;
}): Promise<{ amountPaise: number } | null> {
  const at = now();
  const outbox: Outbox = [];
  const granted = await db.transaction(async (tx) => {
    const order = await lockOrder({ tx, orderId });
    if (!order || order.orderstatusId !== ORDER_STATUS.delivered || !order.placedAt) return null;
    const [done] = await tx
      .select({ orderId: schema.lateDeliveryCredits.orderId })
      .from(schema.lateDeliveryCredits)
      .where(eq(schema.lateDeliveryCredits.orderId, order.id));
    if (done) return null;
    const credit = lateDeliveryCredit({
      deliveryType: order.deliveryType,
      statusId: order.orderstatusId,
      placedAt: order.placedAt,
      deliveredAt: order.deliveredAt,
      riderAtMark: await riderAtMark({ db: tx, orderId: order.id, mark: lateMarkOf(order.placedAt) }),
      door: { lat: order.latitude, lng: order.longitude },
      subtotalPaise: order.subtotalPaise,
      discountPaise: order.discountPaise,
    });
    if (!credit) return null;

    const expiresAt = new Date(at.getTime() + REFUND_CREDIT_VALID_MS);
    const [user] = await tx
      .update(schema.users)
      .set({ walletBalancePaise: sql`${schema.users.walletBalancePaise} + ${credit.amountPaise}` })
      .where(eq(schema.users.id, order.userId))
      .returning({ balance: schema.users.walletBalancePaise });
    if (!user) throw new Error('late credit: customer not found');
    const [line] = await tx
      .insert(schema.walletTransactions)
      .values({
        userId: order.userId,
        amountPaise: credit.amountPaise,
        balanceAfterPaise: user.balance,
        type: 'deposit',
        description: `Late delivery: 10% back for order ${order.uniqueOrderId}`,
        orderId: order.id,
        createdAt: at,
        expiresAt,
      })
      .returning({ id: schema.walletTransactions.id });
    // The order's key makes this once, whatever a racing run did (it would roll all of this back).
    await tx.insert(schema.lateDeliveryCredits).values({
      orderId: order.id,
      amountPaise: credit.amountPaise,
      riderDistanceM: credit.riderDistanceM,
      walletTransactionId: line!.id,
      createdAt: at,
    });
    // Only the customer's stream needs it (their tracking screen); the log replays it to any other.
    await recordOrderEvent({
      tx,
      outbox,
      input: {
        order,
        type: 'late_credit',
        actor: { type: 'system' },
        statusId: null,
        payload: { amount_paise: credit.amountPaise, rider_distance_m: credit.riderDistanceM },
        at,
        channels: [`order:${order.id}`],
      },
    });
    await insertAlert({
      tx,
      input: {
        userId: order.userId,
        orderId: order.id,
        title: { en: 'Late delivery credit', hi: 'देर से डिलीवरी का क्रेडिट', bn: 'দেরিতে ডেলিভারির ক্রেডিট' },
        message: lateCreditMessage(
          order.uniqueOrderId,
          formatInr(credit.amountPaise, { trimZeros: true }),
          kolkataDate(expiresAt),
        ),
        at,
      },
    });
    return { amountPaise: credit.amountPaise };
  });
  await publishOutbox({ events, outbox });
  return granted;
}

const lateCreditMessage = (id: string, amount: string, till: string): Said => ({
  en: `Your order ${id} reached you more than 60 minutes after you placed it, so ${amount} (10% of the food) is back in your wallet, valid till ${till}.`,
  hi: `आपका ऑर्डर ${id} ऑर्डर करने के 60 मिनट से ज़्यादा बाद पहुँचा, इसलिए ${amount} (खाने का 10%) आपके वॉलेट में वापस आ गए हैं, ${till} तक मान्य।`,
  bn: `আপনার অর্ডার ${id} অর্ডার করার 60 মিনিটেরও বেশি পরে পৌঁছেছে, তাই ${amount} (খাবারের 10%) আপনার ওয়ালেটে ফেরত এসেছে, ${till} পর্যন্ত ব্যবহার করা যাবে।`,
});
