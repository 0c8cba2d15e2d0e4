import type { AddressJson } from '@khabar/domain/contracts/account/address';
import type { NotificationJson } from '@khabar/domain/contracts/account/get-user-notifications';
import type { WalletTransactionJson } from '@khabar/domain/contracts/account/get-wallet-transactions';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { syncWalletBalance } from './session.ts';
import { useUser } from './session-store.ts';

/** The logged-in customer's saved addresses, the default first. */
export function useAddresses() {
  const user = useUser();
  return useQuery({
    queryKey: ['addresses', user?.id],
    enabled: user !== null,
    queryFn: ({ signal }) => apiRequest<AddressJson[]>('get-addresses', { signal }),
  });
}

export function useWallet() {
  const user = useUser();
  return useQuery({
    queryKey: ['wallet', user?.id],
    enabled: user !== null,
    queryFn: ({ signal }) =>
      apiRequest<{ data: { wallet_balance: string; transactions: WalletTransactionJson[] } }>(
        'get-wallet-transactions',
        { signal },
      ).then((r) => {
        // The stored user shows the same balance (/account): it follows the ledger's answer.
        syncWalletBalance(r.data.wallet_balance);
        return r.data;
      }),
  });
}

export function useNotifications() {
  const user = useUser();
  return useQuery({
    queryKey: ['notifications', user?.id],
    enabled: user !== null,
    queryFn: ({ signal }) => apiRequest<NotificationJson[]>('get-user-notifications', { signal }),
  });
}
