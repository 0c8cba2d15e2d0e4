import type { CustomerSummary } from '@khabar/domain/contracts/support-customers/customer-fields';
import type { unblockCustomerBody } from '@khabar/domain/contracts/support-customers/unblock-customer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { supportCustomerKey } from './get-support-customer.ts';
import { auditKey } from './list-audit-log.ts';

/** POST admin/customers/:userId/unblock `{ version, reason }` (support and admins): they may log in again. */
export function useUnblockCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, version, reason }: { userId: number; version: number; reason: string }) =>
      apiRequest<{ data: CustomerSummary }, typeof unblockCustomerBody>(`admin/customers/${userId}/unblock`, {
        body: { version, reason },
      }).then((r) => r.data),
    onSettled: (_d, _e, { userId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: supportCustomerKey(userId) }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
