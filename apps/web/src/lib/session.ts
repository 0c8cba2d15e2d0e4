import type { AddressJson } from '@khabar/domain/contracts/account/address';
import type { UserJson } from '@khabar/domain/contracts/account/user';
import { apiRequest } from './api-client.ts';
import { cartChanges } from './cart-store.ts';
import { saveCoupon } from './coupon-store.ts';
import { type DeliveryPlace, mirrorDefaultAddress, readBrowsingPlace } from './delivery-place.ts';
import { hasUnsavedPlace } from './delivery-point.ts';
import { saveGuestAddress } from './guest-address.ts';
import { currentUser, type StoredUser, saveUser } from './session-store.ts';

/** Stores the user as the server answered it; the location keys follow its default address. */
function storeUser(user: StoredUser) {
  saveUser(user);
  mirrorDefaultAddress(user);
}

/** After an address call: its answer lists the addresses, the account's default first. */
export function storeDefaultFrom(list: AddressJson[]) {
  const me = currentUser();
  if (me) storeUser({ ...me, default_address: list[0] ?? null, default_address_id: list[0]?.id ?? null });
}

/**
 * Makes a place chosen while browsing the account's default (decision 015): the account's own address
 * at that point when it has one (a customer who logged out and back in), else the place, saved.
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
    const list = same
      ? await apiRequest<AddressJson[]>('set-default-address', { body: { address_id: same.id } })
      : await apiRequest<AddressJson[]>('save-address', {
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

/** A place chosen while browsing that has not reached the account yet. */
const unsavedPlace = (): DeliveryPlace | null => (hasUnsavedPlace() ? readBrowsingPlace() : null);

/**
 * After login or sign-up: keep the user, and keep the place the customer was browsing for: it is saved
 * to the account (docs/product.md, Login and account) and stays the delivery place, instead of the account's old
 * default taking over in silence (decision 015). With no place chosen, the account's default is used.
 */
export async function completeLogin(user: UserJson): Promise<void> {
  const place = readBrowsingPlace();
  // Until the account has it, the place is kept as the guest's address, which the page then prefers:
  // written before the user, so no screen ever sees the customer without it.
  if (place) saveGuestAddress({ ...place, latitude: place.lat, longitude: place.lng });
  saveUser(user as StoredUser);
  if (place) await keepPlace(place);
  else mirrorDefaultAddress(currentUser());
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
  const unsaved = unsavedPlace();
  if (unsaved) await keepPlace(unsaved);
  const { data } = await apiRequest<{ data: UserJson }>('update-user-info');
  if (currentUser()) storeUser({ ...data, auth_token: me.auth_token } as StoredUser);
}

/** Logout: revoke the session, then clear what the spec lists (user, cart, restaurant, fromCart, coupon, subTotal). */
export async function logout(): Promise<void> {
  await apiRequest('logout').catch(() => undefined);
  for (const key of ['user', 'cart', 'cartRestaurant', 'fromCart', 'subTotal']) localStorage.removeItem(key);
  saveCoupon(null);
  cartChanges.notify();
  saveUser(null);
}
