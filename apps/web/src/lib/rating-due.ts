import type { OrderRatingJson } from '@khabar/domain/contracts/ratings/order-rating';
import { apiRequest } from './api-client.ts';

/** GET orders/rating-due: the caller's latest delivered order still waiting for a rating, or null. */
export const fetchRatingDue = (signal?: AbortSignal) =>
  apiRequest<{ data: OrderRatingJson | null }>('orders/rating-due', { method: 'GET', signal }).then(
    (r) => r.data,
  );
