// POST /api/admin/promo-slides/:slideId { version, title?, restaurant_id?, coupon_id?, starts_at?,
// ends_at?, is_active? } -> the slide (admins only). Fields left out keep their value; a link set to
// one target clears the other when that is sent as null. A stale version is a 409.
import { z } from 'zod';
import { authFields } from '../../common/auth-fields.ts';
import { okResponse } from '../../common/lifecycle-fields.ts';
import { idInput } from '../../common/strict-inputs.ts';
import {
  adminSlide,
  ONE_LINK_MESSAGE,
  SLIDE_ENDS_MESSAGE,
  slideMoment,
  slideTitle,
  slideVersion,
} from './slide-fields.ts';

export const updateSlideBody = z
  .object({
    ...authFields,
    version: slideVersion,
    title: slideTitle.optional(),
    restaurant_id: idInput('restaurant_id').nullable().optional(),
    coupon_id: idInput('coupon_id').nullable().optional(),
    starts_at: slideMoment('starts_at').nullable().optional(),
    ends_at: slideMoment('ends_at').nullable().optional(),
    is_active: z.boolean({ error: 'is_active must be true or false' }).optional(),
  })
  .superRefine((d, ctx) => {
    if (typeof d.restaurant_id === 'number' && typeof d.coupon_id === 'number') {
      ctx.addIssue({ code: 'custom', message: ONE_LINK_MESSAGE, path: ['coupon_id'] });
    }
    if (d.starts_at && d.ends_at && d.ends_at <= d.starts_at) {
      ctx.addIssue({ code: 'custom', message: SLIDE_ENDS_MESSAGE, path: ['ends_at'] });
    }
  })
  .meta({
    examples: [
      {
        version: 1,
        title: 'Fuzz week',
        restaurant_id: 1,
        coupon_id: null,
        starts_at: null,
        ends_at: null,
        is_active: true,
      },
    ],
  });
export type UpdateSlideBody = z.infer<typeof updateSlideBody>;
export const updateSlideResponse = okResponse(adminSlide);
