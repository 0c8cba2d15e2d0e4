import { type ChosenLocation, saveLocation, useChosenLocation } from './location-store.ts';
import { type StoredUser, useUser } from './session-store.ts';

// The point the list, the top bar and the landing page use: the one delivery place of decision 015,
// without the house, landmark and tag only the cart needs (kept out of the first screens' code).

/**
 * A place chosen on this device that is not the account's default (saving it failed, it has no house /
 * flat yet, or it was saved without becoming the default): it wins.
 */
export const hasUnsavedPlace = () => localStorage.getItem('guest_address') !== null;

/**
 * A customer: the account's default address, unless a place chosen while browsing has not reached the
 * account yet (then that place, never a silent switch), or the account has no address (then the place
 * chosen on this device). A guest: the place chosen on this device.
 */
export function deliveryPointOf(
  user: StoredUser | null,
  unsaved: boolean,
  here: ChosenLocation | null,
): ChosenLocation | null {
  const saved = user && !unsaved ? user.default_address : null;
  return saved ? { lat: saved.latitude, lng: saved.longitude, address: saved.address } : here;
}

export const useDeliveryPoint = () => deliveryPointOf(useUser(), hasUnsavedPlace(), useChosenLocation());

/**
 * A guest's choice (search, Locate Me, the map): the place and its details (key 'guest_address'),
 * written before the location, whose change makes every screen read both again.
 */
export function chooseGuestPlace(p: ChosenLocation & { house?: string; landmark?: string; tag?: string }) {
  localStorage.setItem(
    'guest_address',
    JSON.stringify({
      address: p.address,
      house: p.house ?? '',
      landmark: p.landmark ?? '',
      tag: p.tag ?? 'HOME',
      latitude: p.lat,
      longitude: p.lng,
    }),
  );
  saveLocation({ lat: p.lat, lng: p.lng, address: p.address });
}
