import type { AddressJson } from '@khabar/domain/contracts/account/address';
import { useSyncExternalStore } from 'react';
import { createStorageSubscription } from './storage-subscription.ts';

/** The tags an address may have: the contract's, so the saved place is sent as the server reads it. */
export type AddressTag = AddressJson['tag'];
export const ADDRESS_TAGS: readonly AddressTag[] = ['HOME', 'OFFICE', 'OTHER'];

/**
 * The place chosen on this device (key 'guest_address'): a guest's, saved to the account after login
 * once it has a house / flat; until then a customer's delivery place too (issue 23 item 4).
 */
export interface GuestAddress {
  address: string;
  house: string;
  landmark: string;
  tag: AddressTag;
  latitude: number;
  longitude: number;
  /** The account's address it was saved as, without becoming the default; absent: not saved. */
  address_id?: number | null;
}

const changes = createStorageSubscription(['guest_address']);
let cached: { raw: string | null; value: GuestAddress | null } = { raw: null, value: null };

function read(): GuestAddress | null {
  const raw = localStorage.getItem('guest_address');
  if (raw === cached.raw) return cached.value;
  let value: GuestAddress | null = null;
  try {
    const p = raw ? JSON.parse(raw) : null;
    if (p && typeof p.address === 'string' && Number.isFinite(p.latitude) && Number.isFinite(p.longitude)) {
      value = {
        address: p.address,
        house: String(p.house ?? ''),
        landmark: String(p.landmark ?? ''),
        tag: ADDRESS_TAGS.includes(p.tag) ? p.tag : 'HOME',
        latitude: p.latitude,
        longitude: p.longitude,
        address_id: Number.isInteger(p.address_id) ? p.address_id : null,
      };
    }
  } catch {}
  cached = { raw, value };
  return value;
}

export function saveGuestAddress(a: GuestAddress | null) {
  if (a) localStorage.setItem('guest_address', JSON.stringify(a));
  else localStorage.removeItem('guest_address');
  changes.notify();
}

export const readGuestAddress = read;
export const useGuestAddress = () => useSyncExternalStore(changes.subscribe, read, () => null);
