import type { RequestBody } from '@khabar/domain/contracts/common/request-body';
import type { PlacedOrderJson, placeOrderBody } from '@khabar/domain/contracts/orders/place-order';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST place-order at the total the customer saw. One Idempotency-Key per attempt: a retry after a
 * dropped connection returns the same order instead of a second one.
 */
export const usePlaceOrder = () =>
  useMutation({
    // Offline it fails at once with the client's offline message, instead of TanStack Query's default of
    // waiting and placing the order by itself when the connection is back: an order (and its money) is
    // never replayed behind the customer's back (decision 050).
    networkMode: 'always',
    mutationFn: async ({
      body,
      total,
      comment,
      attemptKey,
    }: {
      /** The quoted cart (the bill's total and the comment are added here). */
      body: Omit<RequestBody<typeof placeOrderBody>, 'total' | 'order_comment'>;
      total: string;
      comment: string;
      attemptKey: string;
    }) =>
      (
        await apiRequest<{ data: PlacedOrderJson }, typeof placeOrderBody>('place-order', {
          body: { ...body, total, order_comment: comment },
          headers: { 'idempotency-key': attemptKey },
        })
      ).data,
  });
