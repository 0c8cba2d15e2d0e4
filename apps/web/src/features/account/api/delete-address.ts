import type { AddressJson } from '@khabar/domain/contracts/account/address';
import type { deleteAddressBody } from '@khabar/domain/contracts/account/delete-address';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeDefaultFrom } from '../../../lib/session.ts';
import { useUser } from '../../../lib/session-store.ts';

/** POST delete-address `{ address_id }`: removes a saved address; the answer lists the addresses, the default first. */
export function useDeleteAddress() {
  const user = useUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addressId: number) =>
      apiRequest<AddressJson[], typeof deleteAddressBody>('delete-address', {
        body: { address_id: addressId },
      }),
    onSuccess: (list) => {
      queryClient.setQueryData(['addresses', user?.id], list);
      storeDefaultFrom(list);
    },
  });
}
