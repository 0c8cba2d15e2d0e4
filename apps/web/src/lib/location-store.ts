import { useSyncExternalStore } from 'react';
import { createStorageSubscription } from './storage-subscription.ts';

/** The chosen location and delivery mode, kept in localStorage under the spec's keys. */
export interface ChosenLocation {
  lat: number;
  lng: number;
  address: string;
}
export type DeliveryMode = 'delivery' | 'self';

const changes = createStorageSubscription(['userLat', 'userLng', 'address', 'delivery_type']);

let cachedKey = '';
let cached: ChosenLocation | null = null;
function readLocation(): ChosenLocation | null {
  const lat = localStorage.getItem('userLat');
  const lng = localStorage.getItem('userLng');
  const address = localStorage.getItem('address') ?? '';
  const key = `${lat}|${lng}|${address}`;
  if (key === cachedKey) return cached;
  cachedKey = key;
  const la = Number(lat);
  const ln = Number(lng);
  cached =
    lat !== null && lng !== null && Number.isFinite(la) && Number.isFinite(ln)
      ? { lat: la, lng: ln, address }
      : null;
  return cached;
}

export function saveLocation(loc: ChosenLocation) {
  localStorage.setItem('userLat', String(loc.lat));
  localStorage.setItem('userLng', String(loc.lng));
  localStorage.setItem('address', loc.address);
  changes.notify();
}

export const useChosenLocation = () => useSyncExternalStore(changes.subscribe, readLocation, () => null);

const readMode = (): DeliveryMode => (localStorage.getItem('delivery_type') === 'self' ? 'self' : 'delivery');
export const useDeliveryMode = () =>
  useSyncExternalStore(changes.subscribe, readMode, () => 'delivery' as const);
export function saveDeliveryMode(mode: DeliveryMode) {
  localStorage.setItem('delivery_type', mode);
  changes.notify();
}

export const readChosenLocation = readLocation;
