// The whole data model of Khabar. Money is always integer paise (columns end in _paise);
// percentages are basis points (1 % = 100) so that no float ever holds money or a rate.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const restaurants = pgTable(
  'restaurants',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Short status line shown on the card (spec: msg). */
    msg: text('msg').notNull().default(''),
    image: text('image').notNull(),
    address: text('address').notNull(),
    locality: text('locality').notNull(),
    contactNumber: text('contact_number').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Manual pause by the restaurant; is_open = accepting orders AND inside opening hours. */
    isAcceptingOrders: boolean('is_accepting_orders').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    isPureVeg: boolean('is_pureveg').notNull().default(false),
    isAcceptCod: boolean('is_accept_cod').notNull().default(true),
    /**
     * What the list shows: the Bayesian average of the restaurant's ratings toward the city mean (weight
     * 10), 0 to 5, written in the same transaction as each rating; 0 while `rating_count` is 0 (new).
     */
    rating: doublePrecision('rating').notNull().default(0),
    /** How many ratings `rating` is made of (hidden comments still count: only the text is hidden). */
    ratingCount: integer('rating_count').notNull().default(0),
    /** Cost for two (spec: price_range). */
    priceForTwoPaise: integer('price_for_two_paise').notNull(),
    /** Preparation plus typical delivery, minutes (spec: delivery_time). */
    deliveryTimeMin: integer('delivery_time_min').notNull(),
    /** Packaging charge in basis points of the item subtotal (spec: restaurant_charges). */
    restaurantChargesBp: integer('restaurant_charges_bp').notNull().default(0),
    deliveryChargeType: text('delivery_charge_type', { enum: ['DYNAMIC', 'FIXED'] }).notNull(),
    baseDeliveryChargePaise: integer('base_delivery_charge_paise').notNull(),
    /** Distance covered by the base charge, metres (spec: base_delivery_distance in km). */
    baseDeliveryDistanceM: integer('base_delivery_distance_m').notNull().default(0),
    /** Charge per extra km beyond the base distance (spec: extra_delivery_charge). */
    extraDeliveryChargePaise: integer('extra_delivery_charge_paise').notNull().default(0),
    deliveryRadiusM: integer('delivery_radius_m').notNull(),
    certificate: text('certificate'),
    /** The platform's share of the item subtotal, basis points (set by an admin, never shown to customers). */
    commissionBp: integer('commission_bp').notNull().default(0),
    /** Raised by every edit: a save carrying an older version is refused, never silently lost. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('restaurants_slug_key').on(t.slug),
    check('restaurants_lat_range', sql`${t.latitude} between -90 and 90`),
    check('restaurants_lng_range', sql`${t.longitude} between -180 and 180`),
    check('restaurants_rating_range', sql`${t.rating} between 0 and 5`),
    check(
      'restaurants_money_non_negative',
      sql`${t.priceForTwoPaise} >= 0 and ${t.baseDeliveryChargePaise} >= 0 and ${t.extraDeliveryChargePaise} >= 0`,
    ),
    check('restaurants_radius_positive', sql`${t.deliveryRadiusM} > 0`),
    check('restaurants_charges_range', sql`${t.restaurantChargesBp} between 0 and 10000`),
    check('restaurants_delivery_time_positive', sql`${t.deliveryTimeMin} > 0`),
    check('restaurants_commission_range', sql`${t.commissionBp} between 0 and 10000`),
  ],
);

/** Opening hours in India time; a day may have several windows. Minutes from midnight, close may
 *  be 1440 (midnight); a window past midnight is stored as two rows. */
export const restaurantHours = pgTable(
  'restaurant_hours',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** 0 = Sunday ... 6 = Saturday. */
    dayOfWeek: smallint('day_of_week').notNull(),
    opensMin: smallint('opens_min').notNull(),
    closesMin: smallint('closes_min').notNull(),
  },
  (t) => [
    index('restaurant_hours_restaurant_idx').on(t.restaurantId),
    check('restaurant_hours_day', sql`${t.dayOfWeek} between 0 and 6`),
    check(
      'restaurant_hours_window',
      sql`${t.opensMin} >= 0 and ${t.closesMin} <= 1440 and ${t.opensMin} < ${t.closesMin}`,
    ),
  ],
);

export const menuCategories = pgTable(
  'menu_categories',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    /** Hidden by the restaurant: its dishes leave the customer's menu, search and carts. */
    isHidden: boolean('is_hidden').notNull().default(false),
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('menu_categories_restaurant_name_key').on(t.restaurantId, t.name)],
);

export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => menuCategories.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** HTML description (spec: desc); sanitised before it is shown. */
    descHtml: text('desc_html').notNull().default(''),
    pricePaise: integer('price_paise').notNull(),
    /** Struck-through earlier price; null when none (spec: '0.00'). */
    oldPricePaise: integer('old_price_paise'),
    image: text('image'),
    isVeg: boolean('is_veg').notNull(),
    hasEgg: boolean('has_egg').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isRecommended: boolean('is_recommended').notNull().default(false),
    position: integer('position').notNull().default(0),
    /**
     * Taken off the menu for good (deleting is archiving: past orders keep their dish). is_active is
     * the day's stock switch; an archived dish is neither shown nor sold.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('items_restaurant_slug_key').on(t.restaurantId, t.slug),
    index('items_restaurant_idx').on(t.restaurantId),
    index('items_category_idx').on(t.categoryId),
    check('items_price_non_negative', sql`${t.pricePaise} >= 0`),
    check('items_old_price_positive', sql`${t.oldPricePaise} is null or ${t.oldPricePaise} > 0`),
    check('items_veg_has_no_egg', sql`not (${t.isVeg} and ${t.hasEgg})`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Null: valid at every restaurant (a platform coupon). */
    restaurantId: integer('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    discountType: text('discount_type', { enum: ['PERCENTAGE', 'AMOUNT'] }).notNull(),
    /** Whole percent for PERCENTAGE (1..100); paise for AMOUNT. */
    discountValue: integer('discount_value').notNull(),
    /** Cap on the discount (spec: upto_amount); null = no cap. */
    uptoAmountPaise: integer('upto_amount_paise'),
    minOrderAmountPaise: integer('min_order_amount_paise').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** How many placed orders one customer may use it on; null = unlimited. */
    maxUsesPerUser: integer('max_uses_per_user'),
    /** How many placed orders may use it in all, every customer together; null = unlimited. */
    maxUsesTotal: integer('max_uses_total'),
    /** Only for a customer's first order (no earlier order that was not cancelled). */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    index('coupons_restaurant_idx').on(t.restaurantId),
    check('coupons_code_upper', sql`${t.code} = upper(${t.code})`),
    check(
      'coupons_discount_range',
      sql`${t.discountValue} > 0 and (${t.discountType} <> 'PERCENTAGE' or ${t.discountValue} <= 100)`,
    ),
    check(
      'coupons_amounts_non_negative',
      sql`${t.minOrderAmountPaise} >= 0 and (${t.uptoAmountPaise} is null or ${t.uptoAmountPaise} > 0)`,
    ),
    check(
      'coupons_limits_positive',
      sql`(${t.maxUsesPerUser} is null or ${t.maxUsesPerUser} > 0) and (${t.maxUsesTotal} is null or ${t.maxUsesTotal} > 0)`,
    ),
  ],
);

/**
 * The home screen's promo carousel. A slide made in the back office links to a restaurant or a coupon
 * (the in-app path is made from it when read); the demo seed's slides carry a `link` of their own. A
 * slide shows while it is active, has a photo, and is within its dates.
 */
export const promoSlides = pgTable(
  'promo_slides',
  {
    id: serial('id').primaryKey(),
    /** Null until its photo is uploaded: a slide without one is never shown. */
    image: text('image'),
    title: text('title').notNull().default(''),
    /** Where a tap goes (an in-app path), optional. */
    link: text('link'),
    restaurantId: integer('restaurant_id').references(() => restaurants.id),
    couponId: integer('coupon_id').references(() => coupons.id),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('promo_slides_one_link', sql`${t.restaurantId} is null or ${t.couponId} is null`),
    check(
      'promo_slides_dates',
      sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);

/**
 * The business settings an admin may change without a restart (one row, id 1). A null column means
 * the environment's value (TAX_PERCENT, COD_MAX, MIN_ORDER, ACCEPT_WINDOW_SECONDS, SUPPORT_*): the
 * env gives the defaults, this row what an admin chose instead. `version` makes a stale save a 409.
 */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: smallint('id').primaryKey().default(1),
    taxBp: integer('tax_bp'),
    codMaxPaise: integer('cod_max_paise'),
    minOrderPaise: integer('min_order_paise'),
    acceptWindowSeconds: integer('accept_window_seconds'),
    supportPhone: text('support_phone'),
    supportEmail: text('support_email'),
    supportChatUrl: text('support_chat_url'),
    /** What one support agent may credit as goodwill in a Kolkata day without an admin (decision 034). */
    goodwillDailyCapPaise: integer('goodwill_daily_cap_paise'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: integer('updated_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('platform_settings_one_row', sql`${t.id} = 1`),
    check('platform_settings_tax', sql`${t.taxBp} between 0 and 2800`),
    check('platform_settings_cod_max', sql`${t.codMaxPaise} between 0 and 10000000`),
    check('platform_settings_min_order', sql`${t.minOrderPaise} between 0 and 10000000`),
    check('platform_settings_accept_window', sql`${t.acceptWindowSeconds} between 5 and 3600`),
    check('platform_settings_goodwill_cap', sql`${t.goodwillDailyCapPaise} between 0 and 1000000`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    photo: text('photo'),
    /** Cached sum of the wallet ledger; the check keeps it from ever going below zero. */
    walletBalancePaise: integer('wallet_balance_paise').notNull().default(0),
    defaultAddressId: integer('default_address_id').references((): AnyPgColumn => addresses.id, {
      onDelete: 'set null',
    }),
    /**
     * Set while support has blocked the account (decision 034): no login, no new order, its sessions
     * ended; orders already placed go on. The reason is here and in the audit log.
     */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    /**
     * The language the person chose (`en`, `hi`, `bn`; issue 28): alerts, SMS, push and the server's
     * messages use it. Null until they choose; until then the browser's Accept-Language decides.
     */
    language: text('language'),
    /** Raised by every support change (block, unblock): a change made on a stale view is a 409. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_phone_key').on(t.phone),
    check('users_phone_format', sql`${t.phone} ~ '^[6-9][0-9]{9}$'`),
    check('users_wallet_non_negative', sql`${t.walletBalancePaise} >= 0`),
    check('users_language_known', sql`${t.language} in ('en', 'hi', 'bn')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: ['login', 'register'] }).notNull(),
    /** Keyed hash (HMAC) of the code; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    requestIp: text('request_ip'),
    /** The asking address's /24 (IPv4) or /64 (IPv6): new numbers are limited per block. */
    requestBlock: text('request_block'),
    /**
     * Keyed hash of the device cookie of the client that asked (decision 025): only that client may try
     * the code. Codes from before the binding have none and match no client.
     */
    clientHash: text('client_hash'),
    /**
     * Asked from a device that had logged in with this number before: the owner's devices have their own
     * per-number limits and the hour's reserve, which no stranger can spend.
     */
    fromKnownDevice: boolean('from_known_device').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('otp_challenges_phone_idx').on(t.phone, t.createdAt),
    index('otp_challenges_ip_idx').on(t.requestIp, t.createdAt),
    index('otp_challenges_block_idx').on(t.requestBlock, t.createdAt),
    /** The global hourly SMS cap counts every code sent in the last hour. */
    index('otp_challenges_created_idx').on(t.createdAt),
    check('otp_challenges_attempts', sql`${t.attempts} >= 0`),
  ],
);

/** Every failed code check, for the per-client lock on a number (decision 025). */
export const otpFailures = pgTable(
  'otp_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    requestIp: text('request_ip'),
    /** The device cookie's keyed hash: a client's wrong guesses lock that client only. */
    clientHash: text('client_hash'),
    createdAt: createdAt(),
  },
  (t) => [index('otp_failures_phone_idx').on(t.phone, t.createdAt)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tag: text('tag', { enum: ['HOME', 'OFFICE', 'OTHER'] }).notNull(),
    house: text('house').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    check('addresses_lat_range', sql`${t.latitude} between -90 and 90`),
    check('addresses_lng_range', sql`${t.longitude} between -180 and 180`),
  ],
);

/** Captains: independent delivery partners. A captain logs in with the account of the same phone. */
export const deliveryPartners = pgTable(
  'delivery_partners',
  {
    id: serial('id').primaryKey(),
    /** The account that acts as this captain (one captain per account). */
    userId: integer('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    photo: text('photo'),
    vehicleNumber: text('vehicle_number').notNull(),
    isOnDuty: boolean('is_on_duty').notNull().default(false),
    /** Latest position the captain's phone reported, with its accuracy and time. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracyM: integer('accuracy_m'),
    positionAt: timestamp('position_at', { withTimezone: true }),
    /** Made by the demo seed (captains people log in as, and the autopilot's riders): '(demo)' in /admin. */
    isDemo: boolean('is_demo').notNull().default(false),
    /**
     * The demo autopilot's own rider (decision 041): made by the demo seed only, with no account (the
     * check below), so no person can log in as it or be it; the autopilot rides no one else, and the
     * dispatcher never offers it an order.
     */
    autopilotRider: boolean('autopilot_rider').notNull().default(false),
    /** Suspended by an operator: off duty, no offers, no trips until reinstated. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('delivery_partners_user_key').on(t.userId),
    index('delivery_partners_duty_idx').on(t.isOnDuty),
    check(
      'delivery_partners_autopilot_rider_no_account',
      sql`not ${t.autopilotRider} or ${t.userId} is null`,
    ),
  ],
);

/** Restaurant staff: accounts that may run a restaurant's console. */
export const restaurantStaff = pgTable(
  'restaurant_staff',
  {
    userId: integer('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** An owner and their staff run the console alike today; the owner is who the platform calls. */
    role: text('role', { enum: ['owner', 'staff'] })
      .notNull()
      .default('staff'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.restaurantId] }),
    check('restaurant_staff_role', sql`${t.role} in ('owner', 'staff')`),
    index('restaurant_staff_restaurant_idx').on(t.restaurantId),
  ],
);

/**
 * The platform's own staff. `admin` may do everything; `support` handles orders, customers and
 * complaints, never the catalog, money settings or people. Revoking keeps the row for the audit log.
 */
export const operators = pgTable(
  'operators',
  {
    userId: integer('user_id')
      .primaryKey()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    level: text('level', { enum: ['admin', 'support'] }).notNull(),
    invitedBy: integer('invited_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [check('operators_level', sql`${t.level} in ('admin', 'support')`)],
);

/**
 * Every change an operator or restaurant staff makes, written in the change's own transaction: who,
 * when, what, and the record before and after. Append-only: a trigger (migration 0006) refuses UPDATE,
 * DELETE and TRUNCATE. No foreign keys, so nothing deleted elsewhere ever rewrites a row here.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id'),
    /** The role the actor acted in: admin, support, staff or system (a command line). */
    actorRole: text('actor_role', { enum: ['admin', 'support', 'staff', 'system'] }).notNull(),
    /** '<entity>.<verb>': 'item.update', 'category.create', 'operator.invite' ... */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    /** The restaurant the change belongs to, for a restaurant's own view of its history. */
    restaurantId: integer('restaurant_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_idx').on(t.actorUserId, t.at),
    index('audit_log_restaurant_idx').on(t.restaurantId, t.at),
  ],
);

/**
 * Order numbers are handed out in blocks: each nextval reserves ORDER_NUMBER_BLOCK numbers for one
 * process, so unique_order_id is made from a number no other order has (never random), and a process
 * asks the database once per block, not once per order.
 */
export const orderNumberBlocks = pgSequence('order_number_blocks', { startWith: 1, increment: 1 });

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    uniqueOrderId: text('unique_order_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    /**
     * The restaurant's commission (basis points) when the order was placed: its statement charges this
     * rate, whatever the rate is changed to later. Left out of an insert, a trigger copies the
     * restaurant's rate in the same statement (migration 0020); a check keeps it from being null.
     */
    commissionBp: integer('commission_bp'),
    /** 0 awaiting payment (not yet sent to the restaurant), then the spec's ids 1-7 and 10. */
    orderstatusId: smallint('orderstatus_id').notNull(),
    /** 1 delivery, 2 self pickup. */
    deliveryType: smallint('delivery_type').notNull(),
    address: text('address').notNull(),
    house: text('house').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    addressTag: text('address_tag').notNull().default('HOME'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    distanceM: integer('distance_m'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    restaurantChargeBp: integer('restaurant_charge_bp').notNull(),
    restaurantChargePaise: integer('restaurant_charge_paise').notNull(),
    deliveryChargePaise: integer('delivery_charge_paise').notNull(),
    taxBp: integer('tax_bp').notNull(),
    taxPaise: integer('tax_paise').notNull(),
    driverTipPaise: integer('driver_tip_paise').notNull().default(0),
    discountPaise: integer('discount_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    /** Part of the total paid from the wallet. */
    walletPaise: integer('wallet_paise').notNull().default(0),
    /** Part of the total left to pay by the chosen method (online or cash). */
    payablePaise: integer('payable_paise').notNull(),
    paymentMode: text('payment_mode', { enum: ['COD', 'WALLET', 'RAZORPAY'] }).notNull(),
    couponId: integer('coupon_id').references(() => coupons.id),
    couponCode: text('coupon_code'),
    orderComment: text('order_comment').notNull().default(''),
    deliveryPin: text('delivery_pin').notNull(),
    promisedAt: timestamp('promised_at', { withTimezone: true }).notNull(),
    deliveryPartnerId: integer('delivery_partner_id').references(() => deliveryPartners.id),
    idempotencyKey: text('idempotency_key'),
    /** Hash of the request an Idempotency-Key was first used with: the key reused with another is refused. */
    requestHash: text('request_hash'),
    /** When the order reached the restaurant (status 1): the cancel and acceptance windows start here. */
    placedAt: timestamp('placed_at', { withTimezone: true }),
    /**
     * Seconds the restaurant has to accept, from placedAt: the admin's setting when the order was made,
     * kept with it so a later change moves no deadline a kitchen is already shown (null: older orders,
     * the setting in force).
     */
    acceptWindowSeconds: integer('accept_window_seconds'),
    /** Minutes the restaurant said it needs when it accepted. */
    preparationMin: integer('preparation_min'),
    /** Timestamps of each step of the lifecycle (null until the step happens). */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    cancelledBy: text('cancelled_by', { enum: ['customer', 'restaurant', 'captain', 'system', 'operator'] }),
    /** Who was at fault when an operator cancelled (decision 033): the dashboard's cancellations by cause. */
    cancelFault: text('cancel_fault', { enum: ['customer', 'restaurant', 'captain', 'platform'] }),
    /** Wrong delivery PINs tried since the PIN was made; at 5 the handover is locked. */
    pinAttempts: smallint('pin_attempts').notNull().default(0),
    /**
     * When the fifth wrong PIN locked the handover; a job gives the customer a new PIN after the
     * cool-down and clears this (decision 026).
     */
    pinLockedAt: timestamp('pin_locked_at', { withTimezone: true }),
    /**
     * An order for later (issue 27): the start of its 30-minute slot, and when it goes to the kitchen
     * (its preparation time before the slot). Both null for an order for now.
     */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    releaseAt: timestamp('release_at', { withTimezone: true }),
    /** Set once a person (restaurant or captain console) acts on the order (the autopilot reads order_events). */
    handledByPerson: boolean('handled_by_person').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_unique_order_id_key').on(t.uniqueOrderId),
    uniqueIndex('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_restaurant_status_idx').on(t.restaurantId, t.orderstatusId),
    index('orders_partner_status_idx').on(t.deliveryPartnerId, t.orderstatusId),
    // The operators' board (decision 035): the Kolkata day's orders by when they were made, and the
    // orders still open from any day (a small set, whatever the history's size).
    index('orders_created_idx').on(t.createdAt),
    index('orders_open_idx').on(t.orderstatusId).where(sql`${t.orderstatusId} in (0, 1, 2, 3, 4, 10)`),
    // The dashboard reads a range of days by when orders reached the kitchen, statements and the cash
    // captains hold by when they were delivered (decisions 036, 037).
    index('orders_placed_at_idx').on(t.placedAt),
    index('orders_delivered_at_idx').on(t.deliveredAt),
    // The cash each captain holds sums their delivered cash orders of all time (decision 039): read
    // from this index alone, never from the whole history of orders.
    index('orders_cod_delivered_idx')
      .on(t.deliveryPartnerId, t.payablePaise)
      .where(sql`${t.paymentMode} = 'COD' and ${t.orderstatusId} = 5`),
    check('orders_pin_attempts', sql`${t.pinAttempts} between 0 and 5`),
    check('orders_status_known', sql`${t.orderstatusId} in (0, 1, 2, 3, 4, 5, 6, 7, 10)`),
    check('orders_delivery_type', sql`${t.deliveryType} in (1, 2)`),
    check(
      'orders_money_non_negative',
      sql`${t.subtotalPaise} >= 0 and ${t.restaurantChargePaise} >= 0 and ${t.deliveryChargePaise} >= 0 and ${t.taxPaise} >= 0 and ${t.driverTipPaise} >= 0 and ${t.discountPaise} >= 0 and ${t.totalPaise} >= 0 and ${t.walletPaise} >= 0 and ${t.payablePaise} >= 0`,
    ),
    check('orders_wallet_plus_payable', sql`${t.walletPaise} + ${t.payablePaise} = ${t.totalPaise}`),
    check(
      'orders_commission_known',
      sql`${t.commissionBp} is not null and ${t.commissionBp} between 0 and 10000`,
    ),
  ],
);

/**
 * A dish's choice groups (issue 27, decision 047): a variant group is "choose exactly one" (Half / Full),
 * an add-on group "choose between min and max" (extra raita, no onion). Archived, never deleted: past
 * orders keep their choices as words and prices in order_items.choices.
 */
export const itemChoiceGroups = pgTable(
  'item_choice_groups',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['variant', 'addon'] }).notNull(),
    minSelect: smallint('min_select').notNull(),
    maxSelect: smallint('max_select').notNull(),
    position: integer('position').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('item_choice_groups_item_idx').on(t.itemId),
    check(
      'item_choice_groups_range',
      sql`${t.minSelect} >= 0 and ${t.maxSelect} >= 1 and ${t.minSelect} <= ${t.maxSelect} and ${t.maxSelect} <= 20`,
    ),
    check(
      'item_choice_groups_variant_one',
      sql`${t.kind} <> 'variant' or (${t.minSelect} = 1 and ${t.maxSelect} = 1)`,
    ),
  ],
);

/** One option of a choice group: its price is added to the dish's (a variant's too: Full = base + 140). */
export const itemChoices = pgTable(
  'item_choices',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => itemChoiceGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    pricePaise: integer('price_paise').notNull().default(0),
    isVeg: boolean('is_veg').notNull(),
    hasEgg: boolean('has_egg').notNull().default(false),
    /** The day's stock switch, as a dish's is_active. */
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('item_choices_group_idx').on(t.groupId),
    check('item_choices_price_range', sql`${t.pricePaise} >= 0 and ${t.pricePaise} <= 10000000`),
    check('item_choices_veg_has_no_egg', sql`not (${t.isVeg} and ${t.hasEgg})`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    /** Name and price as they were when ordered; the price of one includes its choices. */
    name: text('name').notNull(),
    pricePaise: integer('price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    /**
     * The choices made, as they were when ordered (issue 27): each one's group and name, its id and the
     * paise it added. Empty for a dish without choices.
     */
    choices: jsonb('choices')
      .$type<{ groupId: number; group: string; id: number; name: string; pricePaise: number }[]>()
      .notNull()
      .default([]),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_range', sql`${t.quantity} > 0 and ${t.quantity} <= 50`),
    check('order_items_price_non_negative', sql`${t.pricePaise} >= 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider', { enum: ['sandbox', 'razorpay'] }).notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: ['created', 'paid', 'failed'] })
      .notNull()
      .default('created'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_provider_order_key').on(t.provider, t.providerOrderId),
    uniqueIndex('payments_provider_payment_key').on(t.provider, t.providerPaymentId),
    uniqueIndex('payments_order_key').on(t.orderId),
    check('payments_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * Every capture the provider reported (webhook or checkout signature), once per provider payment id:
 * the one that paid its order ('settled'), or one that came for an order already given up or already
 * paid by another capture, which is given back through the gateway ('refunded').
 */
export const paymentCaptures = pgTable(
  'payment_captures',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    provider: text('provider', { enum: ['sandbox', 'razorpay'] }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    outcome: text('outcome', { enum: ['settled', 'refunded'] }).notNull(),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payment_captures_provider_payment_key').on(t.provider, t.providerPaymentId),
    index('payment_captures_payment_idx').on(t.paymentId),
    check('payment_captures_amount_positive', sql`${t.amountPaise} > 0`),
    check('payment_captures_outcome', sql`${t.outcome} in ('settled', 'refunded')`),
  ],
);

/** Webhook deliveries already handled, so a replay changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  payload: jsonb('payload').notNull(),
});

/** Append-only wallet ledger: credits positive, debits negative; balance_after can never go below 0. */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountPaise: integer('amount_paise').notNull(),
    balanceAfterPaise: integer('balance_after_paise').notNull(),
    type: text('type', { enum: ['deposit', 'withdraw'] }).notNull(),
    description: text('description').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: createdAt(),
    /** Refund credit is valid 30 days (the policy): what is unspent then is taken back by an expiry entry. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** An expiry entry names the credit it expires, once. */
    expiresTransactionId: bigint('expires_transaction_id', { mode: 'number' }).references(
      (): AnyPgColumn => walletTransactions.id,
    ),
  },
  (t) => [
    index('wallet_transactions_user_idx').on(t.userId, t.createdAt),
    index('wallet_transactions_expiring_idx').on(t.expiresAt).where(sql`${t.expiresAt} is not null`),
    uniqueIndex('wallet_transactions_expires_key').on(t.expiresTransactionId),
    check('wallet_transactions_expiry_is_credit', sql`${t.expiresAt} is null or ${t.amountPaise} > 0`),
    check('wallet_transactions_amount_nonzero', sql`${t.amountPaise} <> 0`),
    check('wallet_transactions_balance_non_negative', sql`${t.balanceAfterPaise} >= 0`),
    check('wallet_transactions_sign_matches_type', sql`(${t.type} = 'deposit') = (${t.amountPaise} > 0)`),
  ],
);

/**
 * Goodwill credits to a customer's wallet (decision 034): made at once within the agent's daily cap
 * ('credited'), or waiting for an admin ('pending', then 'approved' or 'declined'). An approved or
 * credited one names its wallet movement.
 */
export const goodwillCredits = pgTable(
  'goodwill_credits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['credited', 'pending', 'approved', 'declined'] }).notNull(),
    requestedBy: integer('requested_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Who asked (admin or support), as they were then. */
    requestedRole: text('requested_role', { enum: ['admin', 'support'] }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    walletTransactionId: bigint('wallet_transaction_id', { mode: 'number' }).references(
      () => walletTransactions.id,
    ),
  },
  (t) => [
    /** A support agent's cap sums their own credits of the day. */
    index('goodwill_credits_requested_idx').on(t.requestedBy, t.requestedAt),
    index('goodwill_credits_user_idx').on(t.userId, t.requestedAt),
    index('goodwill_credits_pending_idx').on(t.requestedAt).where(sql`${t.status} = 'pending'`),
    check('goodwill_credits_amount', sql`${t.amountPaise} between 1 and 1000000`),
    check('goodwill_credits_status', sql`${t.status} in ('credited', 'pending', 'approved', 'declined')`),
    check(
      'goodwill_credits_money_moved',
      sql`(${t.status} in ('credited', 'approved')) = (${t.walletTransactionId} is not null)`,
    ),
  ],
);

/**
 * The cash captains hand in at the office (decision 039): what a captain holds is the cash of the cash
 * orders they delivered less these. Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE): a
 * mistaken hand-in is undone by a reversal of the same amount that names it, once. Each write names
 * itself with the admin's Idempotency-Key, so a double click is one entry.
 */
export const cashHandins = pgTable(
  'cash_handins',
  {
    id: serial('id').primaryKey(),
    deliveryPartnerId: integer('delivery_partner_id')
      .notNull()
      .references(() => deliveryPartners.id),
    kind: text('kind', { enum: ['hand_in', 'reversal'] }).notNull(),
    /** Always positive: a hand-in lowers what the captain holds, a reversal puts it back. */
    amountPaise: integer('amount_paise').notNull(),
    /** The hand-in a reversal undoes. */
    reversesId: integer('reverses_id').references((): AnyPgColumn => cashHandins.id),
    /** The admin's note of a hand-in, the reason of a reversal. */
    note: text('note').notNull().default(''),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Hash of the request the key was first used with: the key reused with another is refused. */
    requestHash: text('request_hash').notNull(),
  },
  (t) => [
    index('cash_handins_partner_idx').on(t.deliveryPartnerId, t.recordedAt),
    /** A hand-in is reversed at most once. */
    uniqueIndex('cash_handins_reverses_key').on(t.reversesId),
    uniqueIndex('cash_handins_idempotency_key').on(t.recordedBy, t.idempotencyKey),
    check('cash_handins_amount', sql`${t.amountPaise} between 1 and 5000000`),
    check('cash_handins_kind', sql`${t.kind} in ('hand_in', 'reversal')`),
    check('cash_handins_reversal_names_entry', sql`(${t.kind} = 'reversal') = (${t.reversesId} is not null)`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** The order an alert is about: the alerts screen opens it. */
    orderId: integer('order_id').references((): AnyPgColumn => orders.id),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id').references(() => orders.id),
    rating: smallint('rating').notNull(),
    /** Comma-separated chips, as the spec reads them. */
    tags: text('tags').notNull().default(''),
    comment: text('comment').notNull().default(''),
    /** The rider who carried the order, and the customer's thumb for them (null: not given, or pickup). */
    deliveryPartnerId: integer('delivery_partner_id').references(() => deliveryPartners.id),
    riderThumbUp: boolean('rider_thumb_up'),
    createdAt: createdAt(),
    /** The customer's last edit (editable for 24 hours after it was made). */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** The restaurant's one reply. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: integer('replied_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** An operator hid the comment as abusive (audited); the stars still count. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('ratings_restaurant_idx').on(t.restaurantId, t.createdAt),
    /** One rating per order (the seed's ratings name no order). */
    uniqueIndex('ratings_order_key').on(t.orderId).where(sql`${t.orderId} is not null`),
    index('ratings_partner_idx').on(t.deliveryPartnerId).where(sql`${t.riderThumbUp} is not null`),
    check('ratings_range', sql`${t.rating} between 1 and 5`),
    check('ratings_comment_length', sql`char_length(${t.comment}) <= 500`),
    check('ratings_reply_length', sql`char_length(${t.reply}) <= 500`),
    check('ratings_reply_complete', sql`(${t.reply} is null) = (${t.repliedAt} is null)`),
  ],
);

/**
 * A customer's report of a problem with a delivered order (the policy: within 4 hours of delivery,
 * photos within 1 hour). Support refunds it (a refunds row naming it) or rejects it with a reason.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', {
      enum: ['missing_item', 'wrong_item', 'quality', 'spilled', 'not_delivered'],
    }).notNull(),
    /** The order lines and quantities a missing or wrong item report is about: [{ order_item_id, quantity }]. */
    lines: jsonb('lines').notNull().default([]),
    comment: text('comment').notNull().default(''),
    /** The stored photo's path (modules/images), required for quality and spilled. */
    photo: text('photo'),
    /** Where the customer wants the money: the wallet, or the way they paid (prepaid orders only). */
    refundTo: text('refund_to', { enum: ['wallet', 'source'] })
      .notNull()
      .default('wallet'),
    status: text('status', { enum: ['open', 'refunded', 'rejected'] })
      .notNull()
      .default('open'),
    refundPaise: integer('refund_paise'),
    decidedBy: integer('decided_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    createdAt: createdAt(),
  },
  (t) => [
    /** One open complaint per order. */
    uniqueIndex('complaints_one_open_key').on(t.orderId).where(sql`${t.status} = 'open'`),
    index('complaints_status_idx').on(t.status, t.createdAt),
    index('complaints_user_idx').on(t.userId, t.createdAt),
    check('complaints_comment_length', sql`char_length(${t.comment}) <= 500`),
    check('complaints_refund_positive', sql`${t.refundPaise} is null or ${t.refundPaise} > 0`),
    check(
      'complaints_decided',
      sql`(${t.status} = 'open') = (${t.decidedAt} is null) and (${t.status} = 'refunded') = (${t.refundPaise} is not null)`,
    ),
  ],
);

/**
 * The late-delivery promise kept (policy: 10 % of the food value when an order is delivered more than
 * 60 minutes after it was placed, unless the rider was within 500 m at the 60-minute mark). The order
 * is the key: credited once, whatever retries or restarts.
 */
export const lateDeliveryCredits = pgTable(
  'late_delivery_credits',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    amountPaise: integer('amount_paise').notNull(),
    /** How far the rider was from the door at the 60-minute mark (null: no position known then). */
    riderDistanceM: integer('rider_distance_m'),
    walletTransactionId: bigint('wallet_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => walletTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [check('late_delivery_credits_amount', sql`${t.amountPaise} > 0`)],
);

/** Coupon redemptions by placed orders, for per-user limits. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.orderId] }),
    index('coupon_redemptions_user_idx').on(t.userId),
  ],
);

/**
 * Append-only log of everything that happens to an order, written in the same transaction as the
 * change it records. Its id orders the events and is the SSE event id (Last-Event-ID replays from it).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** What happened: placed, paid, accepted, ready, offered, assigned, arrived, picked_up, delivered, cancelled, refunded... */
    type: text('type').notNull(),
    actorType: text('actor_type', {
      enum: ['customer', 'restaurant', 'captain', 'system', 'operator'],
    }).notNull(),
    actorId: integer('actor_id'),
    /** The order's status after the event (null when the event changes no status, e.g. a refund). */
    statusId: smallint('status_id'),
    payload: jsonb('payload').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** Money given back for an order: each order is refunded at most once per way (wallet, gateway). */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    method: text('method', { enum: ['wallet', 'gateway'] }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    provider: text('provider'),
    providerPaymentId: text('provider_payment_id'),
    providerRefundId: text('provider_refund_id'),
    /** settled_to_wallet: a failed gateway refund an operator paid into the wallet instead (decision 033). */
    status: text('status', { enum: ['pending', 'processed', 'failed', 'settled_to_wallet'] })
      .notNull()
      .default('pending'),
    reason: text('reason').notNull().default(''),
    /** The complaint this refund settles (null: a cancelled order's refund). */
    complaintId: integer('complaint_id').references(() => complaints.id),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    // The wallet part of an order comes back once; a captured payment is given back once (an order can
    // have two: its own and one captured after the order had already been paid or given up). A
    // complaint's refund is apart from those, and once per complaint.
    uniqueIndex('refunds_wallet_order_key')
      .on(t.orderId)
      .where(sql`${t.method} = 'wallet' and ${t.complaintId} is null`),
    uniqueIndex('refunds_gateway_payment_key')
      .on(t.provider, t.providerPaymentId)
      .where(sql`${t.method} = 'gateway' and ${t.complaintId} is null`),
    uniqueIndex('refunds_complaint_key').on(t.complaintId).where(sql`${t.complaintId} is not null`),
    // Refunds of a range (the dashboard, statements) and of an order (a statement's refunds charged).
    index('refunds_created_idx').on(t.createdAt),
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
    check('refunds_gateway_names_payment', sql`${t.method} = 'wallet' or ${t.providerPaymentId} is not null`),
  ],
);

/** An order offered to a captain; one not answered by expires_at goes to the next nearest captain. */
export const captainOffers = pgTable(
  'captain_offers',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    deliveryPartnerId: integer('delivery_partner_id')
      .notNull()
      .references(() => deliveryPartners.id),
    status: text('status', { enum: ['offered', 'accepted', 'declined', 'expired'] })
      .notNull()
      .default('offered'),
    offeredAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    // At most one open offer per order and per captain: two dispatchers racing cannot double-offer.
    uniqueIndex('captain_offers_open_order_key').on(t.orderId).where(sql`${t.status} = 'offered'`),
    uniqueIndex('captain_offers_open_partner_key')
      .on(t.deliveryPartnerId)
      .where(sql`${t.status} = 'offered'`),
    index('captain_offers_order_idx').on(t.orderId, t.deliveryPartnerId),
    index('captain_offers_partner_status_idx').on(t.deliveryPartnerId, t.status),
  ],
);

/**
 * An order's trail (decision 040): positions its captain reported while holding it (statuses 3 and
 * 4), thinned by the domain's trailStep (15 m or 30 s apart, at most 2,000 per order, the last one
 * replaced past that), written by the position report in one statement. Operators read it on the
 * order's page; a durable job deletes points older than a week (TRAIL_RETENTION_DAYS).
 */
export const positionTrail = pgTable(
  'position_trail',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1, 2, ... within the order: the last kept point is the highest. */
    seq: integer('seq').notNull(),
    deliveryPartnerId: integer('delivery_partner_id')
      .notNull()
      .references(() => deliveryPartners.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.seq] }),
    // The pruning job deletes by age.
    index('position_trail_recorded_idx').on(t.recordedAt),
  ],
);

/**
 * Who is at a console now (decision 027): a restaurant's staff (subject: the restaurant) or a captain
 * (subject: the delivery partner), present until `present_until` on the app's clock. An open console
 * stream pushes it ahead while it lasts, a person's action by minutes. The demo autopilot never plays
 * someone present. A row in the database, so every API process sees the same answer.
 */
export const consolePresence = pgTable(
  'console_presence',
  {
    kind: text('kind', { enum: ['restaurant', 'captain'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    presentUntil: timestamp('present_until', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.subjectId] }),
    check('console_presence_kind', sql`${t.kind} in ('restaurant', 'captain')`),
  ],
);

/**
 * The durable job queue (decision 008): work due at run_at, claimed with FOR UPDATE SKIP LOCKED under a
 * lease (locked_until), so each job runs once across processes and again only if its runner died.
 * A singleton key makes enqueueing idempotent: the same key is accepted once, ever.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    singletonKey: text('singleton_key'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_singleton_key').on(t.singletonKey),
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} = 'pending'`),
    check('jobs_attempts', sql`${t.attempts} >= 0 and ${t.maxAttempts} > 0`),
  ],
);

/*
 * The dashboard's daily roll-up (decision 038): the additive figures of each closed Kolkata day, so a
 * long range sums a row per day instead of reading every order. A derived copy, never a source: the
 * dashboard reads a day from it only while dashboard_days says it is clean, and a trigger (migration
 * `daily_rollup`) marks a day dirty in the same transaction as any change to an order or refund of it.
 */

/** Which days are rolled up, and whether one of their orders or refunds changed since (dirty). */
export const dashboardDays = pgTable('dashboard_days', {
  /** The Kolkata date. */
  day: date('day', { mode: 'string' }).primaryKey(),
  /** Set by the trigger when an order or refund of the day changes: read live until rolled up again. */
  dirty: boolean('dirty').notNull().default(false),
  /** On the app's clock, when the day was last rolled up. */
  rolledUpAt: timestamp('rolled_up_at', { withTimezone: true }).notNull(),
});

/** The orders that reached a restaurant on a day (by placed_at): one row per rolled-up day. */
export const dashboardDayOrders = pgTable('dashboard_day_orders', {
  day: date('day', { mode: 'string' }).primaryKey(),
  placed: integer('placed').notNull(),
  delivered: integer('delivered').notNull(),
  cancelled: integer('cancelled').notNull(),
  gmvPaise: bigint('gmv_paise', { mode: 'number' }).notNull(),
  cancelledCustomer: integer('cancelled_customer').notNull(),
  cancelledRestaurant: integer('cancelled_restaurant').notNull(),
  cancelledCaptain: integer('cancelled_captain').notNull(),
  cancelledNotAccepted: integer('cancelled_not_accepted').notNull(),
  /** Delivered to a door (not picked up): the on-time share and the promised and actual times. */
  doorDelivered: integer('door_delivered').notNull(),
  onTime: integer('on_time').notNull(),
  /** Sums of seconds from placed_at, exact (numeric), so the range's sums equal the orders' own. */
  promisedSeconds: numeric('promised_seconds').notNull(),
  actualSeconds: numeric('actual_seconds').notNull(),
});

/**
 * Every acceptance time (accepted_at - placed_at, seconds) of a restaurant's orders placed on a day.
 * Percentiles do not add up, so a range's median and 90th percentile are taken over these exact values.
 */
export const dashboardDayAcceptance = pgTable(
  'dashboard_day_acceptance',
  {
    day: date('day', { mode: 'string' }).notNull(),
    restaurantId: integer('restaurant_id').notNull(),
    seconds: doublePrecision('seconds').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.restaurantId] })],
);

/** The refunds made on a day (by created_at), per status. */
export const dashboardDayRefunds = pgTable(
  'dashboard_day_refunds',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    refunds: integer('refunds').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.status] })],
);

/** The cash-on-delivery orders each captain delivered on a day (by delivered_at). */
export const dashboardDayCash = pgTable(
  'dashboard_day_cash',
  {
    day: date('day', { mode: 'string' }).notNull(),
    deliveryPartnerId: integer('delivery_partner_id').notNull(),
    orders: integer('orders').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.deliveryPartnerId] })],
);

/**
 * A browser's Web Push subscription (issue 28, decision 051): whom it tells (a customer of their orders,
 * a restaurant's staff of its new orders, a captain of offers) and the keys its push service gave. The
 * endpoint is the push service's address for this one browser, so it is unique: a browser that
 * subscribes again (another person logging in on it) takes the row over.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    audience: text('audience', { enum: ['customer', 'restaurant', 'captain'] }).notNull(),
    restaurantId: integer('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key (base64url, 65 bytes) and its 16-byte auth secret. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId, t.audience),
    index('push_subscriptions_restaurant_idx').on(t.restaurantId),
    check(
      'push_subscriptions_audience',
      sql`(${t.audience} = 'restaurant') = (${t.restaurantId} is not null)`,
    ),
  ],
);

/**
 * The VAPID key pair the embedded default made on its first start (decision 051), when the settings
 * give none: one row. The private key is sealed (AES-256-GCM under a key derived from OTP_SECRET).
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: smallint('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    sealedPrivateKey: text('sealed_private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('push_vapid_keys_one_row', sql`${t.id} = 1`)],
);

/**
 * Webhooks out (decision 054): an integrator's URL told of every status change of one restaurant's
 * orders, or of every restaurant's (restaurant_id null). The HMAC secret is stored only encrypted
 * (AES-256-GCM, WEBHOOK_SECRET_KEY): `secret_box` is "<iv>.<tag>.<ciphertext>" in base64url.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull(),
    restaurantId: integer('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
    /** The event types sent; today only 'order.status_changed'. */
    events: text('events').array().notNull(),
    secretBox: text('secret_box').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_restaurant_idx').on(t.restaurantId)],
);

/**
 * One event for one endpoint, and how its sending went: a durable job per try (decision 008), the
 * retries' back-off from the domain. `payload` is the exact JSON body sent, so every try is signed over
 * the same bytes.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The Khabar-Event-Id: the same for every endpoint told of one event, and for every retry. */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    orderId: integer('order_id'),
    statusId: integer('status_id'),
    payload: text('payload').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    nextTryAt: timestamp('next_try_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_endpoint').on(t.eventId, t.endpointId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    check('webhook_deliveries_status', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);
