import type { OperatorJson } from '@khabar/domain/contracts/admin/operator-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { auditKey } from './list-audit-log.ts';
import { operatorsKey } from './list-operators.ts';

/** POST admin/operators/:userId/revoke: the operator loses the back office (never oneself: 409). */
export function useRevokeOperator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      apiRequest<{ data: OperatorJson }>(`admin/operators/${userId}/revoke`).then((r) => r.data),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: operatorsKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
