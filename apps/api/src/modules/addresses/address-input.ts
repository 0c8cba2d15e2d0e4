import type { Db } from '@khabar/db';

/** The fields of an address a customer saves (the body also carries the token and, for edits, the id). */
export interface AddressInput {
  latitude: number;
  longitude: number;
  address: string;
  house: string;
  landmark: string;
  tag: 'HOME' | 'OFFICE' | 'OTHER';
}

/** Only the address fields go on: never the token, user_id or address_id of the same body. */
export const addressInputOf = (b: AddressInput): AddressInput => ({
  latitude: b.latitude,
  longitude: b.longitude,
  address: b.address,
  house: b.house,
  landmark: b.landmark,
  tag: b.tag,
});

/** One of a customer's own addresses: anyone else's id is "not found". */
export interface OwnAddress {
  db: Db;
  userId: number;
  addressId: number;
}
