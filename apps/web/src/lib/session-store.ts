import type { AddressJson } from '@khabar/domain/contracts/account/address';
import { useSyncExternalStore } from 'react';
import { createStorageSubscription } from './storage-subscription.ts';

/** The logged-in customer, kept in localStorage under the spec's key 'user'. */
export interface StoredUser {
  id: number;
  name: string;
  auth_token: string;
  email: string;
  phone: string;
  photo: string | null;
  wallet_balance: string;
  default_address_id: number | null;
  default_address: AddressJson | null;
}

const changes = createStorageSubscription(['user']);
let cached: { raw: string | null; user: StoredUser | null } = { raw: null, user: null };

function read(): StoredUser | null {
  const raw = localStorage.getItem('user');
  if (raw === cached.raw) return cached.user;
  let user: StoredUser | null = null;
  try {
    const parsed = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed.id === 'number' && typeof parsed.auth_token === 'string') user = parsed;
  } catch {}
  cached = { raw, user };
  return user;
}

export function saveUser(user: StoredUser | null) {
  if (user) localStorage.setItem('user', JSON.stringify(user));
  else localStorage.removeItem('user');
  changes.notify();
}

export const currentUser = read;
export const useUser = () => useSyncExternalStore(changes.subscribe, read, () => null);
