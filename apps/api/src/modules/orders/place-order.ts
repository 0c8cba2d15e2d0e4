// Placing an order: re-price on the server, refuse what cannot be ordered, then write the order, its
// lines, the coupon use and the wallet debit in one transaction. An Idempotency-Key makes a retry
// return the first order instead of a second one; the key reused with a different request is a 422.
import { createHash, randomInt } from 'node:crypto';
import { type Db, type NamedStatement, runNamedStatement, schema } from '@khabar/db';
import {
  blockerMessage,
  couponHasLimits,
  couponLimitRefusal,
  formatInr,
  HOUSE_NEEDED,
  languageOr,
  makeDeliveryPin,
  needsHouse,
  ORDER_STATUS,
  type PlacedOrderJson,
  type PlaceOrderBody,
  rupeesToPaise,
  type ServerLanguage,
  SLOT_MIN,
} from '@khabar/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { EventBus } from '../../adapters/events/event-bus.ts';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import type { AppConfig } from '../../config/load-config.ts';
import { AppError } from '../../errors/app-error.ts';
import { refuseBlocked, refuseBlockedAccount } from '../auth/index.ts';
import { type Outbox, placedAlert, publishOutbox, recordOrderPlaced } from '../lifecycle/index.ts';
import { countCouponUses } from './count-coupon-uses.ts';
import { makeUniqueOrderId } from './make-unique-order-id.ts';
import { type PricedCart, type PricingDeps, priceCart } from './price-cart.ts';
import { type PlacedOrder, toPlacedOrderJson } from './to-placed-order-json.ts';
import { toQuoteJson } from './to-quote-json.ts';
import { writeOrderRows } from './write-order-rows.ts';

const unprocessable = (message: string, details?: Record<string, unknown>) =>
  new AppError('UNPROCESSABLE', message, details);

function refuseUnorderable(priced: PricedCart, body: PlaceOrderBody, language: ServerLanguage) {
  if (priced.blocker) throw unprocessable(blockerMessage(priced.blocker));
  if (needsHouse(priced.mode, body.location.house)) throw unprocessable(HOUSE_NEEDED);
  if (priced.shortOfMinimumPaise > 0) {
    const minimum = priced.shortOfMinimumPaise + priced.bill.itemTotal;
    throw unprocessable(`The minimum order is ${formatInr(minimum, { trimZeros: true })}.`);
  }
  if (body.coupon && !priced.coupon?.applied)
    throw unprocessable(priced.coupon?.message[language] ?? 'This coupon is not valid.');
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

/**
 * When the food is promised: now plus the minutes to the door, or for an order for later the end of
 * its slot (its release time plus those minutes, when the slot is too near for the full time).
 */
function promisedAtOf(priced: PricedCart, now: Date): Date {
  const minutes = (priced.promisedMinutes ?? 45) * 60_000;
  if (!priced.scheduledFor || !priced.releaseAt) return new Date(now.getTime() + minutes);
  const slotEnd = priced.scheduledFor.getTime() + SLOT_MIN * 60_000;
  return new Date(Math.max(slotEnd, priced.releaseAt.getTime() + minutes));
}

/** Who is asking is not part of the request: a token renewed between two tries is the same order. */
const NOT_THE_ORDER = new Set(['token', 'user_id', 'user']);

/** JSON with its keys sorted, so the same request always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([k, v]) => v !== undefined && !NOT_THE_ORDER.has(k))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The fingerprint of an order request stored with its Idempotency-Key. */
const hashOrderRequest = (body: PlaceOrderBody) =>
  createHash('sha256').update(canonicalJson(body)).digest('hex');

const KEY_REUSED =
  'This Idempotency-Key was already used for a different order. Use a new key for a new order.';

/** The order an Idempotency-Key already placed, if it was placed with the same request; else a 422. */
async function findByKey(
  db: Db,
  userId: number,
  key: string,
  requestHash: string,
): Promise<PlacedOrder | null> {
  const [o] = await db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.userId, userId), eq(schema.orders.idempotencyKey, key)));
  if (!o) return null;
  // Orders placed before the hash was stored have none: the key alone decides for them.
  if (o.requestHash !== null && o.requestHash !== requestHash) throw unprocessable(KEY_REUSED);
  const [p] = await db.select().from(schema.payments).where(eq(schema.payments.orderId, o.id));
  return {
    orderId: o.id,
    uniqueOrderId: o.uniqueOrderId,
    statusId: o.orderstatusId,
    payment: p ? { providerOrderId: p.providerOrderId, amountPaise: p.amountPaise } : null,
  };
}

/**
 * What placing reads of the customer before pricing, in one round trip (decision 052): whether support
 * blocked them, their wallet, and whether their Idempotency-Key already placed an order (a LEFT JOIN on
 * the key's unique index; no key, $2 null, joins nothing). Written once and planned once per connection
 * (decision 059): it runs on every order.
 */
const READ_CUSTOMER: NamedStatement = {
  name: 'khabar_place_order_customer',
  text: `
    select u.blocked_at, u.wallet_balance_paise, u.language, o.id as earlier
    from users u left join orders o on o.user_id = u.id and o.idempotency_key = $2
    where u.id = $1
    limit 1`,
};

async function readCustomer(db: Db, userId: number, key: string | null) {
  const [row] = await runNamedStatement<{
    blocked_at: string | null;
    wallet_balance_paise: number;
    language: string | null;
    earlier: number | null;
  }>({ db, statement: READ_CUSTOMER, params: [userId, key] });
  return {
    blockedAt: row?.blocked_at ? new Date(row.blocked_at) : null,
    balancePaise: row?.wallet_balance_paise ?? 0,
    placedWithKey: row?.earlier != null,
    language: row?.language ?? null,
  };
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** What placing needs beyond pricing: the bus to announce the order and the lifecycle settings. */
interface LifecycleDeps {
  events: EventBus;
  lifecycle: AppConfig['lifecycle'];
}

export async function placeOrder(
  input: PricingDeps &
    LifecycleDeps & {
      gateway: PaymentGateway;
      userId: number;
      order: PlaceOrderBody;
      idempotencyKey: string | null;
      /** The refusals' and the new bill's words (the error handler says the rest in it too). */
      language: ServerLanguage;
    },
): Promise<PlacedOrderJson> {
  return toPlacedOrderJson({ placed: await placeOnce(input), gateway: input.gateway });
}

async function placeOnce({
  gateway,
  userId,
  order: body,
  idempotencyKey,
  events,
  lifecycle,
  language,
  ...deps
}: PricingDeps &
  LifecycleDeps & {
    gateway: PaymentGateway;
    userId: number;
    order: PlaceOrderBody;
    idempotencyKey: string | null;
    language: ServerLanguage;
  }): Promise<PlacedOrder> {
  const { db, now, business } = deps;
  const requestHash = idempotencyKey ? hashOrderRequest(body) : null;
  const customer = await readCustomer(db, userId, idempotencyKey);
  if (customer.placedWithKey && idempotencyKey && requestHash) {
    const earlier = await findByKey(db, userId, idempotencyKey, requestHash);
    if (earlier) return earlier;
  }
  // A blocked account orders nothing (decision 034); checked again under its row lock below.
  refuseBlocked(customer.blockedAt);
  const priced = await priceCart({ ...deps, cart: body, userId, walletBalancePaise: customer.balancePaise });
  refuseUnorderable(priced, body, language);
  // The customer agreed to a total; if the server's differs (a price changed, a coupon expired), say so
  // with the new bill rather than charge a different amount.
  if (rupeesToPaise(body.total.toFixed(2)) !== priced.bill.total) {
    throw new AppError('CONFLICT', 'Prices have changed. Please check the new total.', {
      quote: toQuoteJson({ p: priced, taxBp: business.taxBp, language }),
    });
  }

  const online = body.method === 'RAZORPAY';
  const walletPaise = body.method === 'WALLET' ? priced.bill.total : online ? priced.walletPaise : 0;
  const payablePaise = priced.bill.total - walletPaise;
  const unique = await makeUniqueOrderId({ db, now });
  // Created before the transaction: a provider call must not hold database locks.
  const providerOrder = online ? await gateway.createOrder(payablePaise, unique) : null;

  let outbox: Outbox = [];
  try {
    const placed = await db.transaction(async (tx) => {
      const limited = priced.coupon?.applied && couponHasLimits(priced.coupon.limits) ? priced.coupon : null;
      if (limited) {
        // The customer's row, locked first (writeOrderRows below takes the same lock, and refuses a
        // block that commits while this order is being written, or was committed before).
        await refuseBlockedAccount({ db: tx, userId, lock: 'no key update' });
        // The quote's counts were made outside this transaction and may be stale: they are made again
        // here, each behind the row lock of what it limits, taken before the order's foreign keys share
        // those rows. A customer's orders queue on their user row (their uses, their first order), and
        // a coupon of N uses in all queues its orders on its own row, so two at once cannot both take
        // the last use. Always the user first, then the coupon: no two orders wait on each other.
        const { limits } = limited;
        if (limits.maxUsesPerUser !== null || limits.firstOrderOnly) {
          await tx
            .select({ id: schema.users.id })
            .from(schema.users)
            .where(eq(schema.users.id, userId))
            .for('no key update');
        }
        if (limits.maxUsesTotal !== null) {
          await tx
            .select({ id: schema.coupons.id })
            .from(schema.coupons)
            .where(eq(schema.coupons.id, limited.id))
            .for('no key update');
        }
        const uses = await countCouponUses({ db: tx, couponId: limited.id, userId, limits });
        const refused = couponLimitRefusal(limits, uses);
        if (refused) throw unprocessable(refused.message);
      }
      // An online order's alert waits for its payment; the others' is in the account's language, read
      // with the customer above: no extra query on the hot path.
      const alert = providerOrder
        ? null
        : placedAlert({
            restaurantName: priced.restaurant.name,
            unique,
            scheduledFor: priced.scheduledFor,
            paid: false,
          });
      const said = languageOr(customer.language);
      // The customer's row locked (blocked: refused, nothing written), the order, its lines, the alert
      // and the coupon's use, in one statement (decision 061).
      const order = await writeOrderRows({
        tx,
        order: {
          uniqueOrderId: unique,
          userId,
          restaurantId: priced.restaurant.id,
          orderstatusId: online ? ORDER_STATUS.awaitingPayment : ORDER_STATUS.placed,
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
          taxBp: business.taxBp,
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
          deliveryPin: makeDeliveryPin(randomInt),
          // An order for later reaches the restaurant at its release (decision 048): placedAt waits.
          placedAt: online || priced.scheduledFor ? null : now,
          acceptWindowSeconds: lifecycle.acceptWindowSeconds,
          promisedAt: promisedAtOf(priced, now),
          scheduledFor: priced.scheduledFor,
          releaseAt: priced.releaseAt,
          idempotencyKey,
          requestHash,
          createdAt: now,
          updatedAt: now,
        },
        lines: priced.lines.map((l) => ({
          itemId: l.itemId,
          name: l.name,
          pricePaise: l.pricePaise,
          quantity: l.quantity,
          choices: l.choices,
        })),
        alert: alert ? { title: alert.title[said], message: alert.message[said] } : null,
        at: now,
      });
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
      }
      outbox = await recordOrderPlaced({ tx, orderId: order.id, order, at: now, settings: lifecycle });
      return {
        orderId: order.id,
        uniqueOrderId: unique,
        statusId: online ? ORDER_STATUS.awaitingPayment : ORDER_STATUS.placed,
        payment: providerOrder
          ? { providerOrderId: providerOrder.providerOrderId, amountPaise: payablePaise }
          : null,
      };
    });
    await publishOutbox({ events, outbox });
    return placed;
  } catch (err) {
    // The same key raced in from another request: that request's order is the answer.
    if (idempotencyKey && requestHash && isUniqueViolation(err)) {
      const earlier = await findByKey(db, userId, idempotencyKey, requestHash);
      if (earlier) return earlier;
    }
    throw err;
  }
}
