// POST /api/admin/promo-slides/create { title, restaurant_id?, coupon_id?, starts_at?, ends_at? } ->
// the slide, last in the carousel (admins only). It shows once its photo is uploaded
// (POST /api/admin/promo-slides/:slideId/photo) and while it is within its dates.
import { z } from 'zod';
import { authFields } from '../../common/auth-fields.ts';
import { okResponse } from '../../common/lifecycle-fields.ts';
import { idInput } from '../../common/strict-inputs.ts';
import { adminSlide, ONE_LINK_MESSAGE, SLIDE_ENDS_MESSAGE, slideMoment, slideTitle } from './slide-fields.ts';

export const createSlideBody = z
  .object({
    ...authFields,
    title: slideTitle,
    restaurant_id: idInput('restaurant_id').nullable().default(null),
    coupon_id: idInput('coupon_id').nullable().default(null),
    starts_at: slideMoment('starts_at').nullable().default(null),
    ends_at: slideMoment('ends_at').nullable().default(null),
  })
  .superRefine((d, ctx) => {
    if (d.restaurant_id !== null && d.coupon_id !== null) {
      ctx.addIssue({ code: 'custom', message: ONE_LINK_MESSAGE, path: ['coupon_id'] });
    }
    if (d.starts_at && d.ends_at && d.ends_at <= d.starts_at) {
      ctx.addIssue({ code: 'custom', message: SLIDE_ENDS_MESSAGE, path: ['ends_at'] });
    }
  })
  .meta({
    examples: [{ title: 'Fuzz week', restaurant_id: 1, coupon_id: null, starts_at: null, ends_at: null }],
  });
export type CreateSlideBody = z.infer<typeof createSlideBody>;
export const createSlideResponse = okResponse(adminSlide);
