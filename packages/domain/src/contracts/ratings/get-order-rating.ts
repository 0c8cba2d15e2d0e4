// GET /api/orders/:orderId/rating: the caller's order's rating state (404 for another customer's order).
import { z } from 'zod';
import { dbId } from '../common/lifecycle-fields.ts';
import { orderRatingResponse } from './order-rating.ts';

export const orderRatingParams = z.object({ orderId: dbId }).meta({ examples: [{ orderId: 1 }] });
export const getOrderRatingResponse = orderRatingResponse;
