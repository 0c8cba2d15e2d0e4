import type { OrderRatingJson } from '@khabar/domain/contracts/ratings/order-rating';
import { apiRequest } from './api-client.ts';

export interface RatingInput {
  rating: number;
  tags: string[];
  comment: string;
  rider_thumb_up: boolean | null;
}

/** PUT orders/{id}/rating: the first rating of a delivered order, or its change within 24 hours. */
export const sendOrderRating = (orderId: number, body: RatingInput) =>
  apiRequest<{ data: OrderRatingJson }>(`orders/${orderId}/rating`, { method: 'PUT', body }).then(
    (r) => r.data,
  );
