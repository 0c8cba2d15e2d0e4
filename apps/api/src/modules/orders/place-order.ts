// Placing an order: re-price on the server, refuse what cannot be ordered, then write the order, its
// lines, the coupon use and the wallet debit in one transaction. An Idempotency-Key makes a retry
// return the first order instead of a second one.
import { randomBytes, randomInt } from 'node:crypto';
import { type Db, schema } from '@khabar/db';
import { blockerMessage, formatInr, type PlaceOrderBody, rupeesToPaise } from '@khabar/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import { AppError } from '../../errors/app-error.ts';
import { ALREADY_USED, couponUsesBy } from './coupon-uses.ts';
import { type PricedCart, priceCart, quoteJson } from './price-cart.ts';

const unprocessable = (message: string, details?: Record<string, unknown>) =>
  new AppError('UNPROCESSABLE', message, details);

/** "KB2611194F7Q2K": brand, date, six random letters and digits (no 0/O or 1/I to misread). */
function uniqueOrderId(now: Date): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = randomBytes(6);
  const tail = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  const d = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `KB${d}${tail}`;
}

function refuseUnorderable(priced: PricedCart, body: PlaceOrderBody) {
  if (priced.blocker) throw unprocessable(blockerMessage(priced.blocker));
  if (priced.shortOfMinimumPaise > 0) {
    const minimum = priced.shortOfMinimumPaise + priced.bill.itemTotal;
    throw unprocessable(`The minimum order is ${formatInr(minimum, { trimZeros: true })}.`);
  }
  if (body.coupon && !priced.coupon?.applied)
    throw unprocessable(priced.coupon?.message ?? 'This coupon is not valid.');
  const method = priced.methods[body.method];
  if (body.method === 'COD' && !method.allowed)
    throw unprocessable(method.reason ?? 'Cash on Delivery is not available');
  if (body.method === 'WALLET' && priced.walletBalancePaise < priced.bill.total) {
    throw unprocessable('Your wallet balance is not enough for this order.');
  }
  if (body.method === 'RAZORPAY' && priced.payablePaise === 0) {
    throw unprocessable('Your wallet covers this order: choose Wallet to pay.');
  }
}

export interface PlacedOrder {
  orderId: number;
  uniqueOrderId: string;
  statusId: number;
  payment: { providerOrderId: string; amountPaise: number } | null;
}

async function findByKey(db: Db, userId: number, key: string): Promise<PlacedOrder | null> {
  const [o] = await db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.userId, userId), eq(schema.orders.idempotencyKey, key)));
  if (!o) return null;
  const [p] = await db.select().from(schema.payments).where(eq(schema.payments.orderId, o.id));
  return {
    orderId: o.id,
    uniqueOrderId: o.uniqueOrderId,
    statusId: o.orderstatusId,
    payment: p ? { providerOrderId: p.providerOrderId, amountPaise: p.amountPaise } : null,
  };
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export async function placeOrder(
  app: FastifyInstance,
  userId: number,
  body: PlaceOrderBody,
  idempotencyKey: string | null,
  gateway: PaymentGateway,
): Promise<PlacedOrder> {
  if (idempotencyKey) {
    const earlier = await findByKey(app.db, userId, idempotencyKey);
    if (earlier) return earlier;
  }
  const priced = await priceCart(app, body, userId);
  refuseUnorderable(priced, body);
  // The customer agreed to a total; if the server's differs (a price changed, a coupon expired), say so
  // with the new bill rather than charge a different amount.
  if (rupeesToPaise(body.total.toFixed(2)) !== priced.bill.total) {
    throw new AppError('CONFLICT', 'Prices have changed. Please check the new total.', {
      quote: quoteJson(priced, app.config.business.taxBp),
    });
  }

  const now = app.now();
  const online = body.method === 'RAZORPAY';
  const walletPaise = body.method === 'WALLET' ? priced.bill.total : online ? priced.walletPaise : 0;
  const payablePaise = priced.bill.total - walletPaise;
  const unique = uniqueOrderId(now);
  // Created before the transaction: a provider call must not hold database locks.
  const providerOrder = online ? await gateway.createOrder(payablePaise, unique) : null;

  try {
    return await app.db.transaction(async (tx) => {
      const limited = priced.coupon?.applied ? priced.coupon : null;
      if (limited && limited.maxUsesPerUser !== null) {
        // A customer's orders with a limited coupon queue on their user row, taken first (before the
        // order's foreign key shares it), so two at once cannot both take the last use; the quote's
        // count was made outside this transaction and may be stale.
        await tx
          .select({ id: schema.users.id })
          .from(schema.users)
          .where(eq(schema.users.id, userId))
          .for('no key update');
        const uses = await couponUsesBy(tx, limited.id, userId);
        if (uses >= limited.maxUsesPerUser) throw unprocessable(ALREADY_USED);
      }
      const [order] = await tx
        .insert(schema.orders)
        .values({
          uniqueOrderId: unique,
          userId,
          restaurantId: priced.restaurant.id,
          orderstatusId: online ? 0 : 1,
          deliveryType: priced.mode === 'self' ? 2 : 1,
          address: body.location.address,
          house: body.location.house,
          landmark: body.location.landmark,
          addressTag: body.location.tag,
          latitude: body.location.lat,
          longitude: body.location.lng,
          distanceM: priced.distanceM,
          subtotalPaise: priced.bill.itemTotal,
          restaurantChargeBp: priced.packagingBp,
          restaurantChargePaise: priced.bill.packaging,
          deliveryChargePaise: priced.bill.delivery,
          taxBp: app.config.business.taxBp,
          taxPaise: priced.bill.tax,
          driverTipPaise: priced.bill.tip,
          discountPaise: priced.bill.discount,
          totalPaise: priced.bill.total,
          walletPaise,
          payablePaise,
          paymentMode: body.method,
          couponId: priced.coupon?.applied ? priced.coupon.id : null,
          couponCode: priced.coupon?.applied ? priced.coupon.code : null,
          orderComment: body.order_comment,
          deliveryPin: String(randomInt(1000, 10000)),
          promisedAt: new Date(now.getTime() + (priced.promisedMinutes ?? 45) * 60_000),
          idempotencyKey,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: schema.orders.id });
      if (!order) throw new Error('order insert returned nothing');
      await tx.insert(schema.orderItems).values(
        priced.lines.map((l) => ({
          orderId: order.id,
          itemId: l.itemId,
          name: l.name,
          pricePaise: l.pricePaise,
          quantity: l.quantity,
        })),
      );
      if (priced.coupon?.applied) {
        await tx
          .insert(schema.couponRedemptions)
          .values({ couponId: priced.coupon.id, orderId: order.id, userId, createdAt: now });
      }
      if (walletPaise > 0) {
        // One guarded update: two spends at once cannot both pass the balance check.
        const [left] = await tx
          .update(schema.users)
          .set({ walletBalancePaise: sql`${schema.users.walletBalancePaise} - ${walletPaise}` })
          .where(and(eq(schema.users.id, userId), sql`${schema.users.walletBalancePaise} >= ${walletPaise}`))
          .returning({ balance: schema.users.walletBalancePaise });
        if (!left) throw unprocessable('Your wallet balance is not enough for this order.');
        await tx.insert(schema.walletTransactions).values({
          userId,
          amountPaise: -walletPaise,
          balanceAfterPaise: left.balance,
          type: 'withdraw',
          description: `Paid for order ${unique}`,
          orderId: order.id,
          createdAt: now,
        });
      }
      if (providerOrder) {
        await tx.insert(schema.payments).values({
          orderId: order.id,
          provider: gateway.provider,
          providerOrderId: providerOrder.providerOrderId,
          amountPaise: payablePaise,
          createdAt: now,
        });
      } else {
        await tx.insert(schema.notifications).values({
          userId,
          title: 'Order placed',
          message: `${priced.restaurant.name} has your order ${unique}.`,
          createdAt: now,
        });
      }
      return {
        orderId: order.id,
        uniqueOrderId: unique,
        statusId: online ? 0 : 1,
        payment: providerOrder
          ? { providerOrderId: providerOrder.providerOrderId, amountPaise: payablePaise }
          : null,
      };
    });
  } catch (err) {
    // The same key raced in from another request: that request's order is the answer.
    if (idempotencyKey && isUniqueViolation(err)) {
      const earlier = await findByKey(app.db, userId, idempotencyKey);
      if (earlier) return earlier;
    }
    throw err;
  }
}
