import type { RequestBody } from '@khabar/domain/contracts/common/request-body';
import type { OrderRatingJson } from '@khabar/domain/contracts/ratings/order-rating';
import type { rateOrderBody } from '@khabar/domain/contracts/ratings/rate-order';
import { apiRequest } from './api-client.ts';

export type RatingInput = RequestBody<typeof rateOrderBody>;

/** PUT orders/{id}/rating: the first rating of a delivered order, or its change within 24 hours. */
export const sendOrderRating = (orderId: number, body: RatingInput) =>
  apiRequest<{ data: OrderRatingJson }, typeof rateOrderBody>(`orders/${orderId}/rating`, {
    method: 'PUT',
    body,
  }).then((r) => r.data);
