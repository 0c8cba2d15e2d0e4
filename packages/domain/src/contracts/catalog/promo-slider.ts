// POST /api/promo-slider
import { z } from 'zod';

export const promoSlide = z.object({
  id: z.number().int(),
  image: z.string(),
  title: z.string(),
  link: z.string().nullable(),
});
export const promoSliderResponse = z.object({ mainSlides: z.array(promoSlide) });
export type PromoSlide = z.infer<typeof promoSlide>;
