import type { AddressJson } from '@khabar/domain/contracts/account/address';
import { deliveryPointOf, hasUnsavedPlace } from './delivery-point.ts';
import { type AddressTag, type GuestAddress, readGuestAddress, useGuestAddress } from './guest-address.ts';
import {
  type ChosenLocation,
  readChosenLocation,
  saveLocation,
  useChosenLocation,
} from './location-store.ts';
import { currentUser, type StoredUser, useUser } from './session-store.ts';

/**
 * Where the food goes, with the house, landmark and tag the cart shows and the order carries: the
 * place at the point `deliveryPointOf` chooses (decision 015). `addressId` is the saved address it is,
 * or null for a place no account holds.
 */
export interface DeliveryPlace {
  lat: number;
  lng: number;
  address: string;
  house: string;
  landmark: string;
  tag: AddressTag;
  addressId: number | null;
}

const fromAddress = (a: AddressJson): DeliveryPlace => ({
  lat: a.latitude,
  lng: a.longitude,
  address: a.address,
  house: a.house,
  landmark: a.landmark,
  tag: a.tag,
  addressId: a.id,
});

/** The place this browser shows when nobody is logged in: the location, with the guest's details. */
function browsingPlace(guest: GuestAddress | null, here: ChosenLocation | null): DeliveryPlace | null {
  if (!here) return null;
  const details = guest && guest.latitude === here.lat && guest.longitude === here.lng ? guest : null;
  return {
    ...here,
    house: details?.house ?? '',
    landmark: details?.landmark ?? '',
    tag: details?.tag ?? 'HOME',
    addressId: details?.address_id ?? null,
  };
}

/** The place at the point `deliveryPointOf` chooses: the browsing place, or the default address. */
export function deliveryPlaceOf(
  user: StoredUser | null,
  guest: GuestAddress | null,
  here: ChosenLocation | null,
  unsaved = guest !== null,
): DeliveryPlace | null {
  const point = deliveryPointOf(user, unsaved, here);
  // deliveryPointOf answers the location itself, or the account's default address.
  if (point === here) return browsingPlace(guest, here);
  return user?.default_address ? fromAddress(user.default_address) : null;
}

export const useDeliveryPlace = (): DeliveryPlace | null =>
  deliveryPlaceOf(useUser(), useGuestAddress(), useChosenLocation(), hasUnsavedPlace());

export const readDeliveryPlace = () =>
  deliveryPlaceOf(currentUser(), readGuestAddress(), readChosenLocation(), hasUnsavedPlace());
export const readBrowsingPlace = () => browsingPlace(readGuestAddress(), readChosenLocation());

/**
 * The spec's location keys follow the customer's default address, so they never disagree with it;
 * while a place chosen on this device is the delivery place instead, they keep that place.
 */
export function mirrorDefaultAddress(user: StoredUser | null) {
  const a = user?.default_address;
  if (a && !hasUnsavedPlace()) saveLocation({ lat: a.latitude, lng: a.longitude, address: a.address });
}
