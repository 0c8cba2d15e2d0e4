import type { CashEntryResult } from '@khabar/domain/contracts/admin/captains/cash-fields';
import type { recordCashHandinBody } from '@khabar/domain/contracts/admin/captains/record-cash-handin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { captainCashKey } from './get-captain-cash.ts';
import { dashboardKey } from './get-dashboard.ts';
import { adminCaptainsKey } from './list-admin-captains.ts';
import { auditKey } from './list-audit-log.ts';

/**
 * POST admin/captains/:captainId/cash-handins `{ amount, note }` with the request's Idempotency-Key
 * (admins only): the captain handed in this much cash. The same key again answers the first entry.
 */
export function useRecordCashHandin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      captainId,
      amount,
      note,
      key,
    }: {
      captainId: number;
      amount: string;
      note: string;
      key: string;
    }) =>
      apiRequest<{ data: CashEntryResult }, typeof recordCashHandinBody>(
        `admin/captains/${captainId}/cash-handins`,
        {
          body: { amount, note },
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
