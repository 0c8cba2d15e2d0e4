// POST /api/get-addresses: the caller's addresses, the default first.
import { authOnlyBody } from '../common/auth-fields.ts';
import { addressList } from './address.ts';

export const getAddressesBody = authOnlyBody;
export const getAddressesResponse = addressList;
