import type { AddressJson } from '@khabar/domain/contracts/account/address';
import type { saveAddressBody } from '@khabar/domain/contracts/account/save-address';
import type { setDefaultAddressBody } from '@khabar/domain/contracts/account/set-default-address';
import type { UserJson } from '@khabar/domain/contracts/account/user';
import { apiRequest } from './api-client.ts';
import { cartChanges } from './cart-store.ts';
import { clearCartChoices } from './clear-cart-choices.ts';
import { type DeliveryPlace, mirrorDefaultAddress, readBrowsingPlace } from './delivery-place.ts';
import { hasUnsavedPlace } from './delivery-point.ts';
import { readGuestAddress, saveGuestAddress } from './guest-address.ts';
import { adoptAccountLanguage } from './i18n/i18n.ts';
import { saveAccountLanguage } from './i18n/save-account-language.ts';
import { saveLocation } from './location-store.ts';
import { forgetCopies } from './offline-copy.ts';
import { currentUser, type StoredUser, saveUser } from './session-store.ts';

/** Stores the user as the server answered it; the location keys follow its default address. */
function storeUser(user: StoredUser) {
  saveUser(user);
  mirrorDefaultAddress(user);
}

/**
 * After an address call: its answer lists the addresses, the account's default first. A place the
 * customer has just chosen (`placeChosen`: a saved, replaced or edited default) ends the place kept on
 * this device, as does deleting the address it was saved as.
 */
export function storeDefaultFrom(list: AddressJson[], { placeChosen = false } = {}) {
  const kept = readGuestAddress();
  const keptAs = kept?.address_id == null ? null : list.find((a) => a.id === kept.address_id);
  if (placeChosen || (kept?.address_id != null && !keptAs)) saveGuestAddress(null);
  else if (keptAs) keepOnDevice(keptAs);
  const me = currentUser();
  if (me) storeUser({ ...me, default_address: list[0] ?? null, default_address_id: list[0]?.id ?? null });
}

/**
 * Makes a place chosen while browsing the account's default (decision 015): the account's own address
 * at that point when it has one (a customer who logged out and back in), else the place, saved. A
 * street without its house / flat is not saved (issue 23 item 4): it stays this device's place, and
 * the cart asks for the house before paying.
 */
async function keepPlace(place: DeliveryPlace): Promise<void> {
  try {
    const saved = await apiRequest<AddressJson[]>('get-addresses');
    const same = saved.find(
      (a) =>
        a.latitude === place.lat &&
        a.longitude === place.lng &&
        (place.house === '' || (a.house === place.house && a.landmark === place.landmark)),
    );
    if (!same && place.house === '') return;
    const list = same
      ? await apiRequest<AddressJson[], typeof setDefaultAddressBody>('set-default-address', {
          body: { address_id: same.id },
        })
      : await apiRequest<AddressJson[], typeof saveAddressBody>('save-address', {
          body: {
            latitude: place.lat,
            longitude: place.lng,
            address: place.address,
            house: place.house,
            landmark: place.landmark,
            tag: place.tag,
          },
        });
    saveGuestAddress(null);
    storeDefaultFrom(list);
  } catch {
    // It stays the delivery place (kept as guest_address) and is saved at the next refresh.
  }
}

/**
 * An address of the account that is this device's delivery place without being the default (a street
 * completed with its house in the cart, issue 23 item 4): kept as the place, the location keys with it.
 */
export function keepOnDevice(a: AddressJson) {
  saveGuestAddress({
    address: a.address,
    house: a.house,
    landmark: a.landmark,
    tag: a.tag,
    latitude: a.latitude,
    longitude: a.longitude,
    address_id: a.id,
  });
  saveLocation({ lat: a.latitude, lng: a.longitude, address: a.address });
}

/** A place chosen while browsing that has not reached the account yet (not saved as an address). */
function placeToSave(): DeliveryPlace | null {
  const place = hasUnsavedPlace() ? readBrowsingPlace() : null;
  return place && place.addressId === null ? place : null;
}

/**
 * After login or sign-up: keep the user, and keep the place the customer was browsing for: it is saved
 * to the account (docs/product.md, Login and account) and stays the delivery place, instead of the account's old
 * default taking over in silence (decision 015); a street without its house stays the delivery place
 * unsaved until the cart completes it. With no place chosen, the account's default is used.
 */
export async function completeLogin(user: UserJson): Promise<void> {
  const place = readBrowsingPlace();
  // Until the account has it, the place is kept as the guest's address, which the page then prefers:
  // written before the user, so no screen ever sees the customer without it.
  if (place) saveGuestAddress({ ...place, latitude: place.lat, longitude: place.lng, address_id: null });
  saveUser(user as StoredUser);
  if (place) await keepPlace({ ...place, addressId: null });
  else mirrorDefaultAddress(currentUser());
  // The account's language follows the person: theirs on a new device, or the one just chosen here.
  const keep = await adoptAccountLanguage(user.language);
  if (keep) void saveAccountLanguage(keep);
}

/** The wallet's balance as the ledger answered it, for what shows the stored user's balance. */
export function syncWalletBalance(balance: string) {
  const me = currentUser();
  if (me && me.wallet_balance !== balance) saveUser({ ...me, wallet_balance: balance });
}

/** Refreshes the stored user (wallet balance, default address) from the server. */
export async function refreshUser(): Promise<void> {
  const me = currentUser();
  if (!me) return;
  const unsaved = placeToSave();
  if (unsaved) await keepPlace(unsaved);
  const { data } = await apiRequest<{ data: UserJson }>('update-user-info');
  if (currentUser()) storeUser({ ...data, auth_token: me.auth_token } as StoredUser);
}

/** Logout: revoke the session, then clear what the spec lists (user, cart, restaurant, fromCart, coupon, subTotal). */
export async function logout(): Promise<void> {
  await apiRequest('logout').catch(() => undefined);
  for (const key of ['user', 'cart', 'cartRestaurant', 'fromCart', 'subTotal']) localStorage.removeItem(key);
  clearCartChoices();
  // A shared phone: the next person does not read this customer's orders offline (decision 050).
  forgetCopies(['orders', 'order-tracking']);
  // The place stays this device's, but no longer as the account's address.
  const kept = readGuestAddress();
  if (kept?.address_id != null) saveGuestAddress({ ...kept, address_id: null });
  cartChanges.notify();
  saveUser(null);
}
