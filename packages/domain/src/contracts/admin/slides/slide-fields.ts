// What the back office's promo-slide calls share: a slide as an operator sees it (its photo, where a
// tap goes, its dates, its place in the carousel) and the inputs that make one, each refused at the
// edge with its field named.
import { z } from 'zod';
import { plainText } from '../../common/lifecycle-fields.ts';
import { idInput } from '../../common/strict-inputs.ts';
import { couponMoment, ENDS_MESSAGE } from '../coupons/coupon-fields.ts';

export const slideTitle = plainText(
  2,
  80,
  'title must be 2 to 80 characters of plain text (it is read out for the photo)',
);
export const slideMoment = couponMoment;
export const slideVersion = idInput('version');
export const slideIdParam = z.object({ slideId: idInput('slideId') }).meta({ examples: [{ slideId: 1 }] });
export const SLIDE_ENDS_MESSAGE = ENDS_MESSAGE;
export const ONE_LINK_MESSAGE = 'coupon_id: a slide links to a restaurant or a coupon, not both';

export const adminSlide = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The stored photo; null until one is uploaded (a slide without one is never shown). */
  image: z.string().nullable(),
  restaurant_id: z.number().int().nullable(),
  coupon_id: z.number().int().nullable(),
  /** Where a tap on it goes in the app (made from the restaurant or coupon), if anywhere. */
  link: z.string().nullable(),
  /** Its place in the carousel, from 0. */
  position: z.number().int(),
  is_active: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  version: z.number().int(),
});
export type AdminSlide = z.infer<typeof adminSlide>;
