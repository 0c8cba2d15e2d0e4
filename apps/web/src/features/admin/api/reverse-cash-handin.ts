import type { CashEntryResult } from '@khabar/domain/contracts/admin/captains/cash-fields';
import type { reverseCashHandinBody } from '@khabar/domain/contracts/admin/captains/reverse-cash-handin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { captainCashKey } from './get-captain-cash.ts';
import { dashboardKey } from './get-dashboard.ts';
import { adminCaptainsKey } from './list-admin-captains.ts';
import { auditKey } from './list-audit-log.ts';

/**
 * POST admin/captains/:captainId/cash-handins/:handinId/reverse `{ reason }` with the request's
 * Idempotency-Key (admins only): a mistaken hand-in undone by a reversal entry, once.
 */
export function useReverseCashHandin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      captainId,
      handinId,
      reason,
      key,
    }: {
      captainId: number;
      handinId: number;
      reason: string;
      key: string;
    }) =>
      apiRequest<{ data: CashEntryResult }, typeof reverseCashHandinBody>(
        `admin/captains/${captainId}/cash-handins/${handinId}/reverse`,
        {
          body: { reason },
          headers: { 'idempotency-key': key },
        },
      ).then((r) => r.data),
    onSuccess: (r, { captainId }) => client.setQueryData(captainCashKey(captainId), r.cash),
    onSettled: (_r, _e, { captainId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: captainCashKey(captainId) }),
        client.invalidateQueries({ queryKey: adminCaptainsKey }),
        client.invalidateQueries({ queryKey: dashboardKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
