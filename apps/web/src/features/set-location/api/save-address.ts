import type { AddressJson } from '@khabar/domain/contracts/account/address';
import type { editAddressBody } from '@khabar/domain/contracts/account/edit-address';
import type { saveAddressBody } from '@khabar/domain/contracts/account/save-address';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { AddressTag } from '../../../lib/guest-address.ts';
import { storeDefaultFrom } from '../../../lib/session.ts';
import { useUser } from '../../../lib/session-store.ts';

export interface PlaceToSave {
  address: string;
  house: string;
  landmark: string;
  tag: AddressTag;
  latitude: number;
  longitude: number;
}

/**
 * POST save-address, or edit-address with `address_id`: a customer's place is an address on the
 * account. The server makes a new one the default and answers the list, the default first; the page
 * follows it (an edited address that is not the default moves nothing).
 */
export function useSaveAddress() {
  const user = useUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ place, editId }: { place: PlaceToSave; editId: number | null }) =>
      editId
        ? apiRequest<AddressJson[], typeof editAddressBody>('edit-address', {
            body: { ...place, address_id: editId },
          })
        : apiRequest<AddressJson[], typeof saveAddressBody>('save-address', { body: place }),
    onSuccess: (list, { editId }) => {
      queryClient.setQueryData(['addresses', user?.id], list);
      // A new address, or the default edited, is the place the customer has just chosen.
      storeDefaultFrom(list, { placeChosen: editId === null || list[0]?.id === editId });
    },
  });
}
