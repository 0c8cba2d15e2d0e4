import type { CustomerSummary } from '@khabar/domain/contracts/support-customers/customer-fields';
import type { findCustomerBody } from '@khabar/domain/contracts/support-customers/find-customer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** What support looks a customer up by: the mobile number they call from, or an order number. */
export type CustomerLookup = { phone: string } | { order_id: string };

const findCustomerQuery = (lookup: CustomerLookup | null) =>
  queryOptions({
    queryKey: ['support-customer-find', lookup] as const,
    staleTime: 0,
    enabled: lookup !== null,
    queryFn: ({ signal }) =>
      apiRequest<{ data: CustomerSummary | null }, typeof findCustomerBody>('admin/customers/find', {
        signal,
        // Never null here: the query runs only with a lookup.
        body: lookup ?? undefined,
      }).then((r) => r.data),
  });

/**
 * The customer with this mobile number, or whose order this is, or null (POST admin/customers/find;
 * any operator). Exact matches only.
 */
export const useFindCustomer = (lookup: CustomerLookup | null) => useQuery(findCustomerQuery(lookup));
