// What the back office's coupon calls share: a coupon as an operator sees it (with its uses and the
// version a save must name), and the inputs that make one, each refused at the edge with its field
// named. Money crosses as rupees and is stored in paise; a percentage is a whole percent.
import { z } from 'zod';
import { rupees } from '../../common/envelope.ts';
import { plainText } from '../../common/lifecycle-fields.ts';
import { idInput, wholeNumber } from '../../common/strict-inputs.ts';

export const MAX_COUPON_RUPEES = 100_000;
export const MAX_COUPON_USES_PER_USER = 1_000;
/** Uses of one coupon by every customer together: a campaign's budget, far below any int overflow. */
export const MAX_COUPON_USES_TOTAL = 1_000_000;

export const discountType = z.enum(['PERCENTAGE', 'AMOUNT'], {
  error: 'discount_type must be PERCENTAGE or AMOUNT',
});
export type DiscountType = z.infer<typeof discountType>;

const CODE_MESSAGE = 'code must be 3 to 20 letters (A-Z) and digits';
/** A coupon code as customers type it: letters and digits, stored in upper case. */
export const couponCode = z
  .string({ error: CODE_MESSAGE })
  .trim()
  .regex(/^[A-Za-z0-9]{3,20}$/, CODE_MESSAGE)
  .transform((s) => s.toUpperCase());

export const couponName = plainText(2, 60, 'name must be 2 to 60 characters of plain text');
export const couponDescription = plainText(
  0,
  300,
  'description must be at most 300 characters of plain text',
);

/**
 * Rupees with at most two decimals, from `min` to MAX_COUPON_RUPEES, as a number or a string; read as
 * hundredths (paise for an amount).
 */
export const rupeeAmount = (name: string, min: number) =>
  z
    .union([z.number(), z.string().regex(/^\d{1,6}(\.\d{1,2})?$/, `${name} must be an amount in rupees`)], {
      error: `${name} must be an amount in rupees`,
    })
    .transform(Number)
    .refine((v) => Number.isFinite(v) && v >= min && v <= MAX_COUPON_RUPEES, {
      message: `${name} must be from ${min} to ${MAX_COUPON_RUPEES} rupees`,
    })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: `${name} can have at most two decimals`,
    })
    .transform((v) => Math.round(v * 100));

/**
 * The discount: a whole percent (1 to 100) for PERCENTAGE, rupees (1 to 100000, two decimals at most)
 * for AMOUNT; read in hundredths here, checked against the type by `discountValueProblem`.
 */
export const discountValue = rupeeAmount('discount_value', 1);

export const PERCENT_MESSAGE = 'discount_value must be a whole percent from 1 to 100';

/** Why a discount (in hundredths, as `discountValue` reads it) cannot go with its type, or null. */
export function discountValueProblem(type: DiscountType, valueHundredths: number): string | null {
  if (type === 'PERCENTAGE' && (valueHundredths % 100 !== 0 || valueHundredths > 100 * 100)) {
    return PERCENT_MESSAGE;
  }
  return null;
}

/** The stored discount_value: whole percent for PERCENTAGE, paise for AMOUNT. */
export const storedDiscountValue = (type: DiscountType, valueHundredths: number) =>
  type === 'PERCENTAGE' ? valueHundredths / 100 : valueHundredths;

export const maxUsesPerUser = wholeNumber('max_uses_per_user').pipe(
  z
    .number()
    .min(1, `max_uses_per_user must be from 1 to ${MAX_COUPON_USES_PER_USER}`)
    .max(MAX_COUPON_USES_PER_USER, `max_uses_per_user must be from 1 to ${MAX_COUPON_USES_PER_USER}`),
);

export const maxUsesTotal = wholeNumber('max_uses_total').pipe(
  z
    .number()
    .min(1, `max_uses_total must be from 1 to ${MAX_COUPON_USES_TOTAL}`)
    .max(MAX_COUPON_USES_TOTAL, `max_uses_total must be from 1 to ${MAX_COUPON_USES_TOTAL}`),
);

export const firstOrderOnly = z.boolean({ error: 'first_order_only must be true or false' });

const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;
/** A moment with its offset ("2026-12-01T10:00:00+05:30"), between the years 2000 and 2100. */
export const couponMoment = (name: string) => {
  const message = `${name} must be a date and time like 2026-12-01T10:00:00+05:30, between ${FIRST_YEAR} and ${LAST_YEAR}`;
  return z.iso
    .datetime({ offset: true, error: message })
    .transform((s) => new Date(s))
    .refine((d) => d.getUTCFullYear() >= FIRST_YEAR && d.getUTCFullYear() < LAST_YEAR, { message });
};

export const ENDS_MESSAGE = 'ends_at must be after starts_at';

export const couponVersion = idInput('version');

export const adminCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** null: a platform coupon, valid at every restaurant. */
  restaurant_id: z.number().int().nullable(),
  discount_type: discountType,
  /** Whole percent (a number) for PERCENTAGE; rupees ("100.00") for AMOUNT. */
  discount_value: z.union([z.number().int(), rupees]),
  upto_amount: rupees.nullable(),
  min_order_amount: rupees,
  /** null: unlimited. */
  max_uses_per_user: z.number().int().nullable(),
  /** Every customer together; null: unlimited. */
  max_uses_total: z.number().int().nullable(),
  first_order_only: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  is_active: z.boolean(),
  /** Orders placed with it. */
  uses: z.number().int(),
  version: z.number().int(),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;
