// POST /api/delete-address: deletes one of the caller's addresses and answers the rest.
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { idInput } from '../common/strict-inputs.ts';
import { addressList } from './address.ts';

export const deleteAddressBody = z
  .object({ ...authFields, address_id: idInput('address_id') })
  .meta({ examples: [{ address_id: 12 }] });
export const deleteAddressResponse = addressList;
