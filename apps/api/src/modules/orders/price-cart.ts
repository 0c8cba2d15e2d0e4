// The server's price of a cart, from its own data only: dish prices and the coupon from the catalog's
// copy of the database (reloaded after every change, decision 002), the delivery fee from the road
// distance, the wallet from the ledger's balance. The page shows the same numbers (same domain
// functions), but only this answer is ever charged.

import { type Db, schema } from '@khabar/db';
import {
  type Availability,
  BLOCKERS,
  type Blocker,
  type CartQuoteBody,
  type CouponLimits,
  type CouponTerms,
  codAvailability,
  computeBill,
  couponDiscount,
  couponHasLimits,
  couponLimitRefusal,
  couponSlotRefusal,
  promisedMinutes,
  quoteDelivery,
  releaseTime,
  rupeesToPaise,
  type Said,
  saidOf,
  slotProblem,
  splitWallet,
  walletAvailability,
} from '@khabar/domain';
import { eq } from 'drizzle-orm';
import type { GeoProvider } from '../../adapters/geo/geo-provider.ts';
import type { AppConfig } from '../../config/load-config.ts';
import { AppError } from '../../errors/app-error.ts';
import type { CatalogReadModel } from '../catalog/index.ts';
import { countCouponUses } from './count-coupon-uses.ts';
import { type PricedLine, priceLines } from './price-lines.ts';

export interface PricedCart {
  restaurant: {
    id: number;
    slug: string;
    name: string;
    isOpen: boolean;
    isActive: boolean;
    acceptsCod: boolean;
  };
  lines: PricedLine[];
  mode: 'delivery' | 'self';
  distanceM: number | null;
  promisedMinutes: number | null;
  blocker: Blocker | null;
  /** An order for later (decision 048): the slot's start, and when the order reaches the kitchen. */
  scheduledFor: Date | null;
  releaseAt: Date | null;
  /** Paise still missing to reach the minimum order (MIN_ORDER), or 0. */
  shortOfMinimumPaise: number;
  coupon: {
    id: number;
    code: string;
    applied: boolean;
    /** In every language: the quote answers in the asker's, a refused order too. */
    message: Said;
    /** Counted again under locks when the order is placed: the quote's count may be stale by then. */
    limits: CouponLimits;
  } | null;
  bill: ReturnType<typeof computeBill>;
  walletBalancePaise: number;
  walletPaise: number;
  payablePaise: number;
  methods: Record<'RAZORPAY' | 'WALLET' | 'COD', Availability>;
  packagingBp: number;
}

const unprocessable = (message: string) => new AppError('UNPROCESSABLE', message);

/** What pricing reads besides the cart: the database, the catalog, road distances, the business settings. */
export interface PricingDeps {
  db: Db;
  catalog: CatalogReadModel;
  geo: GeoProvider;
  business: AppConfig['business'];
  now: Date;
}

export async function priceCart({
  db,
  catalog,
  geo,
  business,
  now,
  cart: body,
  userId,
  walletBalancePaise: knownBalance,
}: PricingDeps & {
  cart: CartQuoteBody;
  userId: number | null;
  /** The customer's balance when the caller read it already (place-order reads it with other things). */
  walletBalancePaise?: number;
}): Promise<PricedCart> {
  const mode = body.delivery_type === 2 ? 'self' : 'delivery';

  // The lines: one restaurant, known and available dishes and choices (price-lines.ts).
  const { restaurantId, lines } = priceLines({ catalog, lines: body.order });
  const entry = catalog.byId(restaurantId);
  if (!entry) throw unprocessable('This restaurant no longer takes orders here.');
  const r = entry.data;
  // An order for later is priced at its slot: the coupon's dates and the opening hours are the slot's.
  const scheduledFor = body.scheduled_for;
  if (scheduledFor) {
    const problem = slotProblem({ windows: entry.hours, now, start: scheduledFor, restaurantName: r.name });
    if (problem) throw unprocessable(problem);
  }
  const subtotalPaise = lines.reduce((s, l) => s + l.pricePaise * l.quantity, 0);

  // Delivery: the road distance decides the fee and whether the restaurant comes this far.
  let distanceM: number | null = null;
  if (mode === 'delivery') {
    const road = await geo.roadDistance(
      { lat: body.location.lat, lng: body.location.lng },
      { lat: r.latitude, lng: r.longitude },
    );
    distanceM = road?.metres ?? null;
  }
  const delivery = quoteDelivery(
    {
      type: r.delivery_charge_type,
      basePaise: rupeesToPaise(r.base_delivery_charge),
      baseKm: r.base_delivery_distance,
      extraPerKmPaise: rupeesToPaise(r.extra_delivery_charge),
      radiusKm: r.delivery_radius,
    },
    distanceM,
    mode,
  );

  // The coupon: active, in its dates, this restaurant's or everyone's, within its limits and minimum.
  let coupon: PricedCart['coupon'] = null;
  let discountPaise = 0;
  if (body.coupon) {
    const c = catalog.couponByCode(body.coupon);
    const limits: CouponLimits = {
      firstOrderOnly: c?.firstOrderOnly ?? false,
      maxUsesPerUser: c?.maxUsesPerUser ?? null,
      maxUsesTotal: c?.maxUsesTotal ?? null,
    };
    const fail = (message: Said) => ({
      id: c?.id ?? 0,
      code: body.coupon.toUpperCase(),
      applied: false,
      message,
      limits,
    });
    // Valid at the moment the food is for: now, or the slot of an order for later.
    const inDates = (t: Date) => !(c?.startsAt && c.startsAt > t) && !(c?.endsAt && c.endsAt < t);
    if (!c?.isActive || (!scheduledFor && !inDates(now))) {
      coupon = fail(saidOf('This coupon is not valid.'));
    } else if (scheduledFor && !inDates(scheduledFor)) {
      coupon = fail(
        couponSlotRefusal(c.endsAt && c.endsAt < scheduledFor ? 'ends-before' : 'starts-after', scheduledFor),
      );
    } else if (c.restaurantId !== null && c.restaurantId !== r.id) {
      coupon = fail(saidOf(`This coupon is not valid at ${r.name}.`));
    } else {
      const refused = couponHasLimits(limits)
        ? couponLimitRefusal(limits, await countCouponUses({ db, couponId: c.id, userId, limits }))
        : null;
      const terms: CouponTerms = {
        discountType: c.discountType,
        discount: c.discountType === 'PERCENTAGE' ? c.discountValue * 100 : c.discountValue,
        uptoPaise: c.uptoAmountPaise,
        minOrderPaise: c.minOrderAmountPaise,
      };
      const result = couponDiscount(terms, subtotalPaise);
      if (refused) coupon = fail(saidOf(refused.message));
      else if (!result.ok) coupon = fail(saidOf(result.message));
      else {
        discountPaise = result.discountPaise;
        coupon = {
          id: c.id,
          code: c.code,
          applied: true,
          message: saidOf('Coupon applied successfully!'),
          limits,
        };
      }
    }
  }

  const packagingBp = rupeesToPaise(r.restaurant_charges);
  const bill = computeBill({
    subtotalPaise,
    packagingBp,
    taxBp: business.taxBp,
    deliveryPaise: delivery.ok ? delivery.feePaise : 0,
    tipPaise: Math.round(body.driver_tip_amount * 100),
    discountPaise,
  });

  let walletBalancePaise = knownBalance ?? 0;
  if (userId !== null && knownBalance === undefined) {
    const [u] = await db
      .select({ balance: schema.users.walletBalancePaise })
      .from(schema.users)
      .where(eq(schema.users.id, userId));
    walletBalancePaise = u?.balance ?? 0;
  }
  const usingWallet = body.method === 'WALLET' || body.partial_wallet;
  const split = splitWallet(bill.total, walletBalancePaise, usingWallet);

  // A restaurant closed now takes an order for a slot it is open at (checked above).
  const blocker = !r.is_active
    ? BLOCKERS.inactive
    : !entry.open && !scheduledFor
      ? BLOCKERS.closed
      : !delivery.ok
        ? BLOCKERS.outOfRange
        : null;

  const loggedIn = userId !== null;
  const wallet = walletAvailability(walletBalancePaise, loggedIn);
  const methods: PricedCart['methods'] = {
    RAZORPAY: loggedIn ? { allowed: true } : { allowed: false, reason: 'Login / Signup to continue' },
    WALLET:
      wallet.allowed && walletBalancePaise < bill.total
        ? { allowed: false, reason: 'Wallet balance is less than the total: use it with online payment' }
        : wallet,
    COD: loggedIn
      ? codAvailability({
          mode,
          subtotalPaise,
          codMaxPaise: business.codMaxPaise,
          restaurantAcceptsCod: r.is_accept_cod === 1,
          usingWallet: body.partial_wallet,
        })
      : { allowed: false, reason: 'Login / Signup to continue' },
  };

  const promised =
    mode === 'delivery' && distanceM === null
      ? null
      : promisedMinutes({ preparationMin: r.delivery_time, roadMetres: distanceM ?? 0, mode });
  return {
    restaurant: {
      id: r.id,
      slug: r.slug,
      name: r.name,
      isOpen: entry.open,
      isActive: r.is_active === 1,
      acceptsCod: r.is_accept_cod === 1,
    },
    lines,
    mode,
    distanceM,
    promisedMinutes: promised,
    blocker,
    scheduledFor,
    releaseAt: scheduledFor
      ? releaseTime({ slotStart: scheduledFor, promisedMin: promised ?? 0, placedAt: now })
      : null,
    shortOfMinimumPaise: Math.max(0, business.minOrderPaise - subtotalPaise),
    coupon,
    bill,
    walletBalancePaise,
    walletPaise: split.walletPaise,
    payablePaise: split.payablePaise,
    methods,
    packagingBp,
  };
}
