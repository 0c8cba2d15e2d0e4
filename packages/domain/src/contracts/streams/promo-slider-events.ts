// GET /api/promo-slider/events?latitude=&longitude= (public, no login): the home screen's live stream.
//   `promo_changed` when the slides a customer sees changed. With a point (both or neither), also
//   `restaurants_changed` (payload { restaurant_ids: number[] | null }, null: any may have) once the
//   serving process's catalog holds a change to a restaurant within reach of the point (its delivery
//   circle covers it, or it is within the self-pickup radius): the restaurant list asks again. The list
//   and the carousel share this one stream. Live only: the page asks again whenever it (re)connects.
import { z } from 'zod';
import { latitude, longitude } from '../common/envelope.ts';

export const promoSliderEventsQuery = z
  .object({ latitude: latitude.optional(), longitude: longitude.optional() })
  .refine((q) => (q.latitude === undefined) === (q.longitude === undefined), {
    message: 'Send latitude and longitude together, or neither.',
  })
  .meta({ examples: [{ latitude: '22.5526', longitude: '88.3525' }] });
export type PromoSliderEventsQuery = z.infer<typeof promoSliderEventsQuery>;

/** The event that tells a restaurant list near the stream's point to ask again. */
export const RESTAURANTS_CHANGED = 'restaurants_changed';
