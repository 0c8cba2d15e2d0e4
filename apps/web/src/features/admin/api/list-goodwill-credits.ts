import type { GoodwillCreditJson } from '@khabar/domain/contracts/support-customers/customer-fields';
import type { listGoodwillCreditsBody } from '@khabar/domain/contracts/support-customers/list-goodwill-credits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const goodwillCreditsKey = ['goodwill-credits'] as const;

const goodwillCreditsQuery = (status: 'pending' | 'decided') =>
  queryOptions({
    queryKey: [...goodwillCreditsKey, status] as const,
    staleTime: 0,
    // Agents ask while the admin looks: the queue refreshes itself while it is open.
    refetchInterval: 30_000,
    queryFn: ({ signal }) =>
      apiRequest<{ data: GoodwillCreditJson[] }, typeof listGoodwillCreditsBody>('admin/credits', {
        signal,
        body: { status },
      }).then((r) => r.data),
  });

/**
 * Goodwill requests waiting for an admin, oldest first, or the latest decided (POST admin/credits); an
 * admin sees everyone's, a support agent their own.
 */
export const useGoodwillCredits = (status: 'pending' | 'decided') => useQuery(goodwillCreditsQuery(status));
