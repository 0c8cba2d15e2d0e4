import type {
  getSupportCustomerBody,
  SupportCustomer,
} from '@khabar/domain/contracts/support-customers/get-support-customer';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, retryUnlessNotFound } from '../../../lib/api-client.ts';

export const supportCustomerKey = (userId: number) => ['support-customer', userId] as const;

const supportCustomerQuery = (userId: number, ordersPage: number, walletPage: number) =>
  queryOptions({
    queryKey: [...supportCustomerKey(userId), ordersPage, walletPage] as const,
    staleTime: 0,
    retry: retryUnlessNotFound,
    queryFn: ({ signal }) =>
      apiRequest<{ data: SupportCustomer }, typeof getSupportCustomerBody>(`admin/customers/${userId}`, {
        signal,
        body: { orders_page: ordersPage, wallet_page: walletPage },
      }).then((r) => r.data),
  });

/**
 * One customer for support: profile, orders and wallet a page at a time, masked addresses, alerts,
 * goodwill credits and what the agent may still credit today (POST admin/customers/:userId).
 */
export const useSupportCustomer = (userId: number, ordersPage: number, walletPage: number) =>
  // Turning a page keeps the rest of the screen where it was while the next one loads.
  useQuery({ ...supportCustomerQuery(userId, ordersPage, walletPage), placeholderData: keepPreviousData });
