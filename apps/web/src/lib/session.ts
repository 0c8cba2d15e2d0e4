import type { AddressJson, UserJson } from '@khabar/domain/contracts/account/auth';
import { apiRequest } from './api-client.ts';
import { cartChanges } from './cart-store.ts';
import { saveCoupon } from './coupon-store.ts';
import { readGuestAddress, saveGuestAddress } from './guest-address.ts';
import { saveLocation } from './location-store.ts';
import { currentUser, type StoredUser, saveUser } from './session-store.ts';

/** The default address becomes the place restaurants are listed for. */
export function applyAddressAsLocation(a: AddressJson) {
  saveLocation({ lat: a.latitude, lng: a.longitude, address: a.address });
}

/**
 * After login or sign-up: keep the user, save the address the guest chose to the account (SPEC.md
 * section 4), and list restaurants for the account's default address.
 */
export async function completeLogin(user: UserJson): Promise<void> {
  saveUser(user as StoredUser);
  const guest = readGuestAddress();
  if (guest) {
    try {
      const list = await apiRequest<AddressJson[]>('save-address', { body: guest });
      saveGuestAddress(null);
      const me = currentUser();
      if (me && list[0]) saveUser({ ...me, default_address: list[0], default_address_id: list[0].id });
    } catch {
      // The guest address stays stored; the customer can still add it from Manage Address.
    }
  }
  const def = currentUser()?.default_address;
  if (def && !guest) applyAddressAsLocation(def);
}

/** Refreshes the stored user (wallet balance, default address) from the server. */
export async function refreshUser(): Promise<void> {
  const me = currentUser();
  if (!me) return;
  const { data } = await apiRequest<{ data: UserJson }>('update-user-info');
  if (currentUser()) saveUser({ ...data, auth_token: me.auth_token } as StoredUser);
}

/** Logout: revoke the session, then clear what the spec lists (user, cart, restaurant, fromCart, coupon, subTotal). */
export async function logout(): Promise<void> {
  await apiRequest('logout').catch(() => undefined);
  for (const key of ['user', 'cart', 'cartRestaurant', 'fromCart', 'subTotal']) localStorage.removeItem(key);
  saveCoupon(null);
  cartChanges.notify();
  saveUser(null);
}
