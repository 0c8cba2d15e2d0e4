import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type PartnerOrder, partnerOrdersKey } from './partner-order.ts';

/** Puts the order as the server answered it into the live list, so the card moves at once. */
function replaceInActiveList(client: QueryClient, restaurantId: number, order: PartnerOrder) {
  client.setQueryData<PartnerOrder[]>(partnerOrdersKey(restaurantId), (list) =>
    list?.map((o) => (o.id === order.id ? order : o)),
  );
}

/**
 * One step on one order (accept, reject, ready, hand over): POST partner/orders/:id/<path>, which
 * answers the order after the step. Refused or not, the lists are read again afterwards: a refusal
 * usually means someone (or the clock) moved the order first.
 */
export function useOrderStep<Vars extends { orderId: number }>(
  restaurantId: number,
  path: string,
  body: (vars: Vars) => object,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: Vars) =>
      apiRequest<{ data: PartnerOrder }>(`partner/orders/${vars.orderId}/${path}`, { body: body(vars) }).then(
        (r) => r.data,
      ),
    onSuccess: (order) => replaceInActiveList(client, restaurantId, order),
    onSettled: () => client.invalidateQueries({ queryKey: ['partner-orders', restaurantId] }),
  });
}
