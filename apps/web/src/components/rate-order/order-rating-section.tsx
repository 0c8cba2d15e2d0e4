// The rating of an order on its screens (details, tracking): shown once the order is delivered, while a
// first rating is taken (7 days) or once one was given.
import type { OrderRatingJson } from '@khabar/domain/contracts/ratings/order-rating';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchOrderRating } from '../../lib/order-rating.ts';
import { RateOrderForm } from './rate-order-form.tsx';

const key = (orderId: number) => ['order-rating', orderId];

export function OrderRatingSection({ orderId, delivered }: { orderId: number; delivered: boolean }) {
  const client = useQueryClient();
  const rating = useQuery({
    queryKey: key(orderId),
    enabled: delivered,
    queryFn: ({ signal }) => fetchOrderRating(orderId, signal),
  });
  const state = rating.data;
  if (!delivered || !state || (!state.can_rate && !state.mine)) return null;
  return (
    <RateOrderForm
      state={state}
      onSaved={(next: OrderRatingJson) => {
        client.setQueryData(key(orderId), next);
        // The restaurant's ratings page shows it at once.
        void client.invalidateQueries({ queryKey: ['ratings'] });
      }}
    />
  );
}
