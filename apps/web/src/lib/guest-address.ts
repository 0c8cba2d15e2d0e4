import { useSyncExternalStore } from 'react';
import { createStorageSubscription } from './storage-subscription.ts';

export type AddressTag = 'HOME' | 'OFFICE' | 'OTHER';
export const ADDRESS_TAGS: readonly AddressTag[] = ['HOME', 'OFFICE', 'OTHER'];

/** A guest's delivery address (key 'guest_address'); saved to the account after login. */
export interface GuestAddress {
  address: string;
  house: string;
  landmark: string;
  tag: AddressTag;
  latitude: number;
  longitude: number;
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
