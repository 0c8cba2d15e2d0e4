// A saved address (docs/product.md, Entities), as every answer carries it.
import { z } from 'zod';

export const addressTag = z.enum(['HOME', 'OFFICE', 'OTHER']);

export const addressJson = z.object({
  id: z.number().int(),
  tag: addressTag,
  house: z.string(),
  landmark: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type AddressJson = z.infer<typeof addressJson>;

/** The address lists answer with the default address first (the spec's clients read element 0). */
export const addressList = z.array(addressJson);
