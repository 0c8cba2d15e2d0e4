import type { OrderRatingJson } from '@khabar/domain/contracts/ratings/order-rating';
import { apiRequest } from './api-client.ts';

/** GET orders/{id}/rating: whether the caller's order may be rated, until when, and what they said. */
export const fetchOrderRating = (orderId: number, signal?: AbortSignal) =>
  apiRequest<{ data: OrderRatingJson }>(`orders/${orderId}/rating`, { method: 'GET', signal }).then(
    (r) => r.data,
  );
