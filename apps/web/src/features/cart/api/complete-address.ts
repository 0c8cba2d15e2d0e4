import type { AddressJson } from '@khabar/domain/contracts/account/address';
import type { editAddressBody } from '@khabar/domain/contracts/account/edit-address';
import type { saveAddressBody } from '@khabar/domain/contracts/account/save-address';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { DeliveryPlace } from '../../../lib/delivery-place.ts';
import { readGuestAddress, saveGuestAddress } from '../../../lib/guest-address.ts';
import { keepOnDevice, storeDefaultFrom } from '../../../lib/session.ts';
import { useUser } from '../../../lib/session-store.ts';

const sameSpot = (a: AddressJson, p: DeliveryPlace, house: string, landmark: string) =>
  a.latitude === p.lat &&
  a.longitude === p.lng &&
  a.address === p.address &&
  a.house === house &&
  a.landmark === landmark;

/**
 * The house / flat (and landmark) of a delivery place that had only its street (issue 23 item 4). A
 * guest's stays on this device; a customer's saved address is edited; a street chosen before logging
 * in is saved as a new address with `keep_default` (POST save-address), so it is where this cart goes
 * without replacing the account's default.
 */
export function useCompleteAddress() {
  const user = useUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      place,
      house,
      landmark,
    }: {
      place: DeliveryPlace;
      house: string;
      landmark: string;
    }) => {
      const fields = {
        latitude: place.lat,
        longitude: place.lng,
        address: place.address,
        house,
        landmark,
        tag: place.tag,
      };
      if (!user) {
        saveGuestAddress({ ...fields, address_id: null });
        return;
      }
      const list = place.addressId
        ? await apiRequest<AddressJson[], typeof editAddressBody>('edit-address', {
            body: { ...fields, address_id: place.addressId },
          })
        : await apiRequest<AddressJson[], typeof saveAddressBody>('save-address', {
            body: { ...fields, keep_default: true },
          });
      queryClient.setQueryData(['addresses', user.id], list);
      const saved = list.find((a) => sameSpot(a, place, house, landmark));
      // The street kept on this device becomes that address, still not the default.
      if (saved && !place.addressId && readGuestAddress()) keepOnDevice(saved);
      storeDefaultFrom(list);
    },
  });
}
