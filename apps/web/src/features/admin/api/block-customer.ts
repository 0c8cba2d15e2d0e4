import type { blockCustomerBody } from '@khabar/domain/contracts/support-customers/block-customer';
import type { CustomerSummary } from '@khabar/domain/contracts/support-customers/customer-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { supportCustomerKey } from './get-support-customer.ts';
import { auditKey } from './list-audit-log.ts';

/**
 * POST admin/customers/:userId/block `{ version, reason }` (support and admins): their sessions end,
 * login and ordering are refused; open orders go on. An older version is a 409.
 */
export function useBlockCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, version, reason }: { userId: number; version: number; reason: string }) =>
      apiRequest<{ data: CustomerSummary }, typeof blockCustomerBody>(`admin/customers/${userId}/block`, {
        body: { version, reason },
      }).then((r) => r.data),
    onSettled: (_d, _e, { userId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: supportCustomerKey(userId) }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
