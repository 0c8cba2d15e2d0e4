import type { creditCustomerWalletBody } from '@khabar/domain/contracts/support-customers/credit-customer-wallet';
import type { GoodwillCreditJson } from '@khabar/domain/contracts/support-customers/customer-fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { supportCustomerKey } from './get-support-customer.ts';
import { auditKey } from './list-audit-log.ts';
import { goodwillCreditsKey } from './list-goodwill-credits.ts';

export interface CreditAnswer {
  credit: GoodwillCreditJson;
  wallet_balance: string;
  my_goodwill: { cap: string; used_today: string; left_today: string } | null;
}

/**
 * POST admin/customers/:userId/credit `{ amount, reason }`: goodwill in the wallet at once within the
 * agent's daily cap, else a request for an admin (the answer's credit.status says which).
 */
export function useCreditCustomerWallet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, amount, reason }: { userId: number; amount: string; reason: string }) =>
      apiRequest<{ data: CreditAnswer }, typeof creditCustomerWalletBody>(
        `admin/customers/${userId}/credit`,
        {
          body: { amount, reason },
        },
      ).then((r) => r.data),
    onSettled: (_d, _e, { userId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: supportCustomerKey(userId) }),
        client.invalidateQueries({ queryKey: goodwillCreditsKey }),
        client.invalidateQueries({ queryKey: auditKey }),
      ]),
  });
}
