import type { AddressJson } from '@khabar/domain/contracts/account/address';
import type { setDefaultAddressBody } from '@khabar/domain/contracts/account/set-default-address';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeDefaultFrom } from '../../../lib/session.ts';
import { useUser } from '../../../lib/session-store.ts';

/** POST set-default-address `{ address_id }`: makes this address the account's default (the one place the list, the menu and the cart use, decision 015); the answer lists the addresses, the default first. */
export function useSetDefaultAddress() {
  const user = useUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: number) =>
      apiRequest<AddressJson[], typeof setDefaultAddressBody>('set-default-address', {
        body: { address_id: addressId },
      }),
    onSuccess: (list) => {
      queryClient.setQueryData(['addresses', user?.id], list);
      storeDefaultFrom(list, { placeChosen: true });
    },
  });
}
