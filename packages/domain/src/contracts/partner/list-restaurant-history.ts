// POST /api/partner/restaurants/:restaurantId/history { before_id?, limit? }
//   -> { orders, next_before_id, summary }
// What left the kitchen in the last 24 hours (picked up and on the way, delivered or collected,
// cancelled), newest first, a page at a time: a busy kitchen's day is hundreds of orders (issue 24),
// too many to send at once to a counter's tablet. `before_id` is the last order of the page before
// (the next page starts after it); the summary counts the whole 24 hours, not only the page.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { optionalBody, rupees } from '../common/envelope.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { idInput, wholeNumber } from '../common/strict-inputs.ts';
import { partnerOrder } from './partner-order.ts';

/** Orders in one page of a restaurant's history unless the console asks for another size. */
export const HISTORY_PAGE_SIZE = 30;
const HISTORY_PAGE_MAX = 100;

export const listRestaurantHistoryBody = optionalBody(
  z.object({
    ...authFields,
    before_id: idInput('before_id').nullish(),
    limit: wholeNumber('limit')
      .pipe(
        z.number().min(1, 'limit must be from 1 to 100').max(HISTORY_PAGE_MAX, 'limit must be from 1 to 100'),
      )
      .nullish()
      .transform((v) => v ?? HISTORY_PAGE_SIZE),
  }),
).meta({ examples: [{ before_id: null, limit: 1 }] });

export const restaurantHistory = z.object({
  orders: z.array(partnerOrder),
  /** The `before_id` that asks for the next page; null when this page is the last. */
  next_before_id: z.number().int().nullable(),
  /** The whole 24 hours. */
  summary: z.object({
    /** Delivered or collected. */
    completed: z.number().int(),
    /** What the completed orders came to. */
    takings: rupees,
    on_the_way: z.number().int(),
    cancelled: z.number().int(),
  }),
});
export type RestaurantHistory = z.infer<typeof restaurantHistory>;

export const listRestaurantHistoryResponse = okResponse(restaurantHistory);
