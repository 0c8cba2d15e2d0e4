import type { approveGoodwillCreditBody } from '@khabar/domain/contracts/support-customers/approve-goodwill-credit';
import type { GoodwillCreditJson } from '@khabar/domain/contracts/support-customers/customer-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { auditKey } from './list-audit-log.ts';
import { goodwillCreditsKey } from './list-goodwill-credits.ts';

/** POST admin/credits/:creditId/approve (admins only): the wallet is credited; decided once (409 after). */
export function useApproveGoodwillCredit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ creditId }: { creditId: number }) =>
      apiRequest<
        { data: { credit: GoodwillCreditJson; wallet_balance: string } },
        typeof approveGoodwillCreditBody
      >(`admin/credits/${creditId}/approve`, { body: {} }).then((r) => r.data),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: goodwillCreditsKey }),
        client.invalidateQueries({ queryKey: ['support-customer'] }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
