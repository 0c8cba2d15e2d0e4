import type { schema } from '@khabar/db';
import type { AddressJson } from '@khabar/domain';

type AddressRow = typeof schema.addresses.$inferSelect;

/** A saved address as every answer carries it (the address list, the user's default address). */
export const toAddressJson = (a: AddressRow): AddressJson => ({
  id: a.id,
  tag: a.tag,
  house: a.house,
  landmark: a.landmark,
  address: a.address,
  latitude: a.latitude,
  longitude: a.longitude,
});
