import type { cancelOrderBody } from '@khabar/domain/contracts/orders/cancel-order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshUser } from '../../../lib/session.ts';
import { useUser } from '../../../lib/session-store.ts';

/**
 * POST cancel-order `{ order_id }`: the customer cancels within the window. A refusal (the window
 * closed, the restaurant moved first) answers 409 in words. Either way the order is read again, and a
 * wallet refund shows in the balance.
 */
export function useCancelOrder(orderId: number) {
  const user = useUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<unknown, typeof cancelOrderBody>('cancel-order', { body: { order_id: orderId } }),
    onSuccess: () => {
      void refreshUser().catch(() => undefined);
      void client.invalidateQueries({ queryKey: ['wallet', user?.id] });
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['orders', user?.id] }),
  });
}
