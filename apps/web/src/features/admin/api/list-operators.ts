import type { OperatorJson } from '@khabar/domain/contracts/admin/operator-fields';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const operatorsKey = ['admin-operators'] as const;

const operatorsQuery = queryOptions({
  queryKey: operatorsKey,
  staleTime: 0,
  queryFn: ({ signal }) =>
    apiRequest<{ data: OperatorJson[] }>('admin/operators', { signal }).then((r) => r.data),
});

/** Every operator, revoked ones last (POST admin/operators; admins only). */
export const useOperators = () => useQuery(operatorsQuery);
