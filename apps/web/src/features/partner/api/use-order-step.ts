import type { BodySchema, RequestBody } from '@khabar/domain/contracts/common/request-body';
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
 * usually means someone (or the clock) moved the order first. `S` is the step's body schema: each hook
 * names its own, so its body is typed by its contract.
 */
export function useOrderStep<Vars extends { orderId: number }, S extends BodySchema>(
  restaurantId: number,
  path: string,
  body: (vars: Vars) => RequestBody<S>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vars: Vars) =>
      apiRequest<{ data: PartnerOrder }, S>(`partner/orders/${vars.orderId}/${path}`, {
        body: body(vars),
      }).then((r) => r.data),
    onSuccess: (order) => replaceInActiveList(client, restaurantId, order),
    onSettled: () => client.invalidateQueries({ queryKey: ['partner-orders', restaurantId] }),
  });
}
