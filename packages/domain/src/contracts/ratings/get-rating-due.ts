// GET /api/orders/rating-due: the caller's latest delivered order still waiting for a rating (within
// its 7 days), for the prompt on the restaurant list; null when none.
import { z } from 'zod';
import { orderRatingJson } from './order-rating.ts';

export const getRatingDueResponse = z.object({ success: z.literal(true), data: orderRatingJson.nullable() });
export type GetRatingDueResponse = z.infer<typeof getRatingDueResponse>;
