import type { BodySchema, RequestBody } from '@khabar/domain/contracts/common/request-body';
import type { SupportActionResult } from '@khabar/domain/contracts/support/support-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderSupportKey } from './get-order-support.ts';
import { auditKey } from './list-audit-log.ts';

/**
 * What every support action's hook does: POST the body, put the order as the answer has it in the
 * panel, and read the order (another agent may have acted: a 409) and the audit log again. `S` is the
 * action's body schema: each hook names its own, so its body is typed by its contract.
 */
export function useSupportAction<V, S extends BodySchema>(
  orderId: number,
  path: (v: V) => string,
  body: (v: V) => RequestBody<S>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: V) =>
      apiRequest<{ data: SupportActionResult }, S>(`admin/orders/${orderId}/${path(v)}`, {
        body: body(v),
      }).then((r) => r.data),
    onSuccess: (data) => client.setQueryData(orderSupportKey(orderId), data.order),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: orderSupportKey(orderId) }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
