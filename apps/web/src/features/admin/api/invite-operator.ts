import type { inviteOperatorBody } from '@khabar/domain/contracts/admin/invite-operator';
import type { OperatorJson, OperatorLevel } from '@khabar/domain/contracts/admin/operator-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { auditKey } from './list-audit-log.ts';
import { operatorsKey } from './list-operators.ts';

/**
 * POST admin/operators/invite `{ phone, name, level }`: the phone's account becomes an operator (one is
 * made if it has none); a revoked operator comes back at the new level.
 */
export function useInviteOperator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { phone: string; name: string; level: OperatorLevel }) =>
      apiRequest<{ data: OperatorJson }, typeof inviteOperatorBody>('admin/operators/invite', { body }).then(
        (r) => r.data,
      ),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: operatorsKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
