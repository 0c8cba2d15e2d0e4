import type { StatementList } from '@khabar/domain/contracts/admin/reports/list-statements';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Every restaurant's statement for a month, with its due date (GET admin/statements; admin only). */
export const useStatements = (month: string) =>
  useQuery<StatementList>({
    queryKey: ['admin-statements', month],
    staleTime: 0,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest<{ data: StatementList }>(`admin/statements?${new URLSearchParams({ month })}`, {
        method: 'GET',
        signal,
      }).then((r) => r.data),
  });
