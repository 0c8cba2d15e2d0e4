// A coupon in the back office's words ("20 % up to ₹100", "Ends 31 Dec 2026"), and its form: what is
// typed, checked with the server's own rules, and what a create or a save sends. Times are Kolkata's
// (the city's coupons start and end on its clock), sent with their offset.
import type { AdminCoupon, DiscountType } from '@khabar/domain/contracts/admin/coupons/coupon-fields';
import { formatInr, rupeesToPaise } from '@khabar/domain/money/rupees';
import { formatDate } from '../../lib/format-date.ts';

/** "100.00" -> "₹100", "75.50" -> "₹75.50". */
const rupeesText = (rupees: string) => formatInr(rupeesToPaise(rupees), { trimZeros: true });

/** "20 % up to ₹100", "20 % off" or "₹75 off". */
export function discountText(
  c: Pick<AdminCoupon, 'discount_type' | 'discount_value' | 'upto_amount'>,
): string {
  if (c.discount_type === 'AMOUNT') return `${rupeesText(String(c.discount_value))} off`;
  return c.upto_amount === null
    ? `${c.discount_value} % off`
    : `${c.discount_value} % up to ${rupeesText(c.upto_amount)}`;
}

/** "₹199", or "None" for a coupon any order can use. */
export const minimumText = (minOrder: string) =>
  rupeesToPaise(minOrder) === 0 ? 'None' : rupeesText(minOrder);

/** "1 Dec 2026 to 31 Dec 2026", "From 1 Dec 2026", "Until 31 Dec 2026" or "No dates". */
export function datesText(c: Pick<AdminCoupon, 'starts_at' | 'ends_at'>): string {
  if (c.starts_at && c.ends_at) return `${formatDate(c.starts_at)} to ${formatDate(c.ends_at)}`;
  if (c.starts_at) return `From ${formatDate(c.starts_at)}`;
  if (c.ends_at) return `Until ${formatDate(c.ends_at)}`;
  return 'No dates';
}

export type CouponState = 'active' | 'scheduled' | 'expired' | 'off' | 'ended';
export const COUPON_STATE_LABEL: Record<CouponState, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  off: 'Off',
  ended: 'Ended',
};

/** Where a coupon is now: ended (switched off and past its end), off, expired, not started, or active. */
export function couponState(
  c: Pick<AdminCoupon, 'is_active' | 'starts_at' | 'ends_at'>,
  now: number,
): CouponState {
  const ended = c.ends_at !== null && Date.parse(c.ends_at) <= now;
  if (!c.is_active) return ended ? 'ended' : 'off';
  if (ended) return 'expired';
  if (c.starts_at !== null && Date.parse(c.starts_at) > now) return 'scheduled';
  return 'active';
}

const KOLKATA_OFFSET_MIN = 330;

/** An instant as a `datetime-local` input shows it on Kolkata's clock: '2026-12-01T10:00'. */
export function kolkataInput(iso: string | null): string {
  if (!iso) return '';
  return new Date(Date.parse(iso) + KOLKATA_OFFSET_MIN * 60_000).toISOString().slice(0, 16);
}

/** A `datetime-local` value read on Kolkata's clock, with its offset: '2026-12-01T10:00:00+05:30'. */
export function kolkataIso(input: string): string | null {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(input) ? `${input}:00+05:30` : null;
}

/** A code as customers type it: letters and digits, in upper case. */
export const codeAsTyped = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

export interface CouponFormValues {
  code: string;
  name: string;
  description: string;
  /** '' for every restaurant (a platform coupon). */
  restaurantId: string;
  discountType: DiscountType;
  value: string;
  upto: string;
  minimum: string;
  maxUses: string;
  totalUses: string;
  startsAt: string;
  endsAt: string;
  isActive: boolean;
  /** Only for a customer's first order (a welcome offer). */
  firstOrderOnly: boolean;
}
export type CouponField = Exclude<keyof CouponFormValues, 'isActive' | 'discountType' | 'firstOrderOnly'>;

export const EMPTY_COUPON_FORM: CouponFormValues = {
  code: '',
  name: '',
  description: '',
  restaurantId: '',
  discountType: 'PERCENTAGE',
  value: '',
  upto: '',
  minimum: '0',
  maxUses: '',
  totalUses: '',
  startsAt: '',
  endsAt: '',
  isActive: true,
  firstOrderOnly: false,
};

const amountText = (rupees: string) => rupees.replace(/\.00$/, '');

export const couponFormValues = (c: AdminCoupon): CouponFormValues => ({
  code: c.code,
  name: c.name,
  description: c.description,
  restaurantId: c.restaurant_id === null ? '' : String(c.restaurant_id),
  discountType: c.discount_type,
  value: c.discount_type === 'AMOUNT' ? amountText(String(c.discount_value)) : String(c.discount_value),
  upto: c.upto_amount === null ? '' : amountText(c.upto_amount),
  minimum: amountText(c.min_order_amount),
  maxUses: c.max_uses_per_user === null ? '' : String(c.max_uses_per_user),
  totalUses: c.max_uses_total === null ? '' : String(c.max_uses_total),
  startsAt: kolkataInput(c.starts_at),
  endsAt: kolkataInput(c.ends_at),
  isActive: c.is_active,
  firstOrderOnly: c.first_order_only,
});

/** What the create call takes (the update takes the same without the code, plus is_active). */
export interface CouponFields {
  code: string;
  name: string;
  description: string;
  restaurant_id: number | null;
  discount_type: DiscountType;
  /** Whole percent, or rupees with two decimals at most. */
  discount_value: string;
  upto_amount: string | null;
  min_order_amount: string;
  max_uses_per_user: number | null;
  max_uses_total: number | null;
  starts_at: string | null;
  ends_at: string | null;
  is_active: boolean;
  first_order_only: boolean;
}

/** "₹1,299.5" -> "1299.5": rupees with at most two decimals, up to 1,00,000, or null. */
function readRupees(text: string, min: number): string | null {
  const plain = text.replace(/[₹,\s]/g, '');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(plain)) return null;
  const value = Number(plain);
  return value >= min && value <= 100_000 ? plain : null;
}

type Checked = { ok: true; fields: CouponFields } | { ok: false; field: CouponField; message: string };
const refuse = (field: CouponField, message: string): Checked => ({ ok: false, field, message });

/** The fields to send, or the first that cannot be sent and why, in plain words. */
export function readCouponForm(v: CouponFormValues): Checked {
  const code = codeAsTyped(v.code);
  if (code.length < 3 || code.length > 20)
    return refuse('code', 'Write the code as 3 to 20 letters and digits.');
  const name = v.name.trim();
  if (name.length < 2 || name.length > 60) return refuse('name', 'Name the coupon in 2 to 60 characters.');
  const description = v.description.trim();
  if (description.length > 300) return refuse('description', 'Keep the description to 300 characters.');
  let value: string | null;
  if (v.discountType === 'PERCENTAGE') {
    const plain = v.value.replace(/[%\s]/g, '');
    value =
      /^\d{1,3}$/.test(plain) && Number(plain) >= 1 && Number(plain) <= 100 ? String(Number(plain)) : null;
    if (value === null) return refuse('value', 'Enter the discount as a whole percent from 1 to 100.');
  } else {
    value = readRupees(v.value, 1);
    if (value === null) return refuse('value', 'Enter the discount in rupees, like 75 or 75.50.');
  }
  let upto: string | null = null;
  if (v.discountType === 'PERCENTAGE' && v.upto.trim() !== '') {
    upto = readRupees(v.upto, 1);
    if (upto === null) return refuse('upto', 'Enter the most it takes off in rupees, or leave it empty.');
  }
  const minimum = v.minimum.trim() === '' ? '0' : readRupees(v.minimum, 0);
  if (minimum === null) return refuse('minimum', 'Enter the minimum order in rupees, or 0 for none.');
  let maxUses: number | null = null;
  if (v.maxUses.trim() !== '') {
    maxUses = /^\d{1,4}$/.test(v.maxUses.trim()) ? Number(v.maxUses.trim()) : null;
    if (maxUses === null || maxUses < 1 || maxUses > 1000) {
      return refuse('maxUses', 'Enter how many times a customer may use it (1 to 1,000), or leave it empty.');
    }
  }
  let totalUses: number | null = null;
  if (v.totalUses.trim() !== '') {
    const plain = v.totalUses.replace(/[,\s]/g, '');
    totalUses = /^\d{1,7}$/.test(plain) ? Number(plain) : null;
    if (totalUses === null || totalUses < 1 || totalUses > 1_000_000) {
      return refuse(
        'totalUses',
        'Enter how many orders may use it in all (1 to 10,00,000), or leave it empty.',
      );
    }
  }
  const startsAt = v.startsAt === '' ? null : kolkataIso(v.startsAt);
  if (v.startsAt !== '' && startsAt === null)
    return refuse('startsAt', 'Enter the start as a date and time.');
  const endsAt = v.endsAt === '' ? null : kolkataIso(v.endsAt);
  if (v.endsAt !== '' && endsAt === null) return refuse('endsAt', 'Enter the end as a date and time.');
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) {
    return refuse('endsAt', 'The end must be after the start.');
  }
  return {
    ok: true,
    fields: {
      code,
      name,
      description,
      restaurant_id: v.restaurantId === '' ? null : Number(v.restaurantId),
      discount_type: v.discountType,
      discount_value: value,
      upto_amount: upto,
      min_order_amount: minimum,
      max_uses_per_user: maxUses,
      max_uses_total: totalUses,
      starts_at: startsAt,
      ends_at: endsAt,
      is_active: v.isActive,
      first_order_only: v.firstOrderOnly,
    },
  };
}

const paiseOrNull = (rupees: string | null) => (rupees === null ? null : rupeesToPaise(rupees));
const minuteOf = (iso: string | null) => (iso === null ? null : Math.floor(Date.parse(iso) / 60_000));

export type CouponChanges = Partial<Omit<CouponFields, 'code'>>;

/**
 * Only what the form changed since the coupon was read (never the code). A discount goes with its type,
 * as the server asks; times compare to the minute, as the form shows them.
 */
export function changedCouponFields(base: AdminCoupon, f: CouponFields): CouponChanges {
  const c: CouponChanges = {};
  if (f.name !== base.name) c.name = f.name;
  if (f.description !== base.description) c.description = f.description;
  if (f.restaurant_id !== base.restaurant_id) c.restaurant_id = f.restaurant_id;
  const valueBefore =
    base.discount_type === 'AMOUNT'
      ? rupeesToPaise(String(base.discount_value))
      : Number(base.discount_value);
  const valueNow = f.discount_type === 'AMOUNT' ? rupeesToPaise(f.discount_value) : Number(f.discount_value);
  if (f.discount_type !== base.discount_type || valueNow !== valueBefore) {
    c.discount_type = f.discount_type;
    c.discount_value = f.discount_value;
  }
  if (paiseOrNull(f.upto_amount) !== paiseOrNull(base.upto_amount)) c.upto_amount = f.upto_amount;
  if (rupeesToPaise(f.min_order_amount) !== rupeesToPaise(base.min_order_amount)) {
    c.min_order_amount = f.min_order_amount;
  }
  if (f.max_uses_per_user !== base.max_uses_per_user) c.max_uses_per_user = f.max_uses_per_user;
  if (f.max_uses_total !== base.max_uses_total) c.max_uses_total = f.max_uses_total;
  if (minuteOf(f.starts_at) !== minuteOf(base.starts_at)) c.starts_at = f.starts_at;
  if (minuteOf(f.ends_at) !== minuteOf(base.ends_at)) c.ends_at = f.ends_at;
  if (f.is_active !== base.is_active) c.is_active = f.is_active;
  if (f.first_order_only !== base.first_order_only) c.first_order_only = f.first_order_only;
  return c;
}
