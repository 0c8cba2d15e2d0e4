// POST /api/edit-address: changes one of the caller's addresses (the save-address payload + address_id).
import { idInput } from '../common/strict-inputs.ts';
import { addressList } from './address.ts';
import { saveAddressBody } from './save-address.ts';

export const editAddressBody = saveAddressBody.extend({ address_id: idInput('address_id') });
export const editAddressResponse = addressList;
