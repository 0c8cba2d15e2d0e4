// POST /api/edit-address: changes one of the caller's addresses (the save-address payload + address_id).
import { idInput } from '../common/strict-inputs.ts';
import { addressList } from './address.ts';
import { saveAddressBody } from './save-address.ts';

export const editAddressBody = saveAddressBody.extend({ address_id: idInput('address_id') }).meta({
  examples: [
    {
      latitude: 22.5526,
      longitude: 88.3525,
      address: '4B Park Street, Kolkata',
      house: '4B',
      landmark: 'Metro',
      tag: 'HOME',
      get_only_default_address: false,
      keep_default: false,
      address_id: 12,
    },
  ],
});
export const editAddressResponse = addressList;
