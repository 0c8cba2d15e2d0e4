// POST /api/save-address and POST /api/add-address (the spec's clients use both names for one call):
// saves an address and answers the list, or only the default with get_only_default_address. It becomes
// the default, unless keep_default asks to keep the account's (a place completed in the cart, issue 23
// item 4).
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { latitude, longitude } from '../common/envelope.ts';
import { flagInput, optionalText } from '../common/strict-inputs.ts';
import { addressList, addressTag } from './address.ts';

export const saveAddressBody = z
  .object({
    ...authFields,
    latitude,
    longitude,
    address: z.string().trim().min(1, 'Set location requires an address').max(300),
    house: optionalText(120),
    landmark: optionalText(120),
    tag: addressTag.nullish().transform((t) => t ?? 'HOME'),
    get_only_default_address: flagInput,
    keep_default: flagInput,
  })
  .meta({
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
      },
    ],
  });
export type SaveAddressBody = z.infer<typeof saveAddressBody>;
export const saveAddressResponse = addressList;
