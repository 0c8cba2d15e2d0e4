import type { GoodwillCreditJson } from '@khabar/domain/contracts/support-customers/customer-fields';
import type { declineGoodwillCreditBody } from '@khabar/domain/contracts/support-customers/decline-goodwill-credit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { auditKey } from './list-audit-log.ts';
import { goodwillCreditsKey } from './list-goodwill-credits.ts';

/** POST admin/credits/:creditId/decline `{ note }` (admins only): nothing reaches the wallet. */
export function useDeclineGoodwillCredit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ creditId, note }: { creditId: number; note: string }) =>
      apiRequest<
        { data: { credit: GoodwillCreditJson; wallet_balance: string } },
        typeof declineGoodwillCreditBody
      >(`admin/credits/${creditId}/decline`, { body: { note } }).then((r) => r.data),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: goodwillCreditsKey }),
        client.invalidateQueries({ queryKey: ['support-customer'] }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
