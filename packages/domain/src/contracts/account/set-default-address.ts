// POST /api/set-default-address: Replace on Manage Address. The chosen address becomes the account's
// default (the place the list, the menu and the cart use, decision 015); the answer is the address list,
// the default first, like save-address.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { idInput } from '../common/strict-inputs.ts';
import { addressList } from './address.ts';

export const setDefaultAddressBody = z
  .object({ ...authFields, address_id: idInput('address_id') })
  .meta({ examples: [{ address_id: 12 }] });
export const setDefaultAddressResponse = addressList;
