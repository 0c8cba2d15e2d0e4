import { useSyncExternalStore } from 'react';

/** The chosen location and delivery mode, kept in localStorage under the spec's keys. */
export interface ChosenLocation {
  lat: number;
  lng: number;
  address: string;
}
export type DeliveryMode = 'delivery' | 'self';

const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || ['userLat', 'userLng', 'address', 'delivery_type'].includes(e.key)) l();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(l);
    window.removeEventListener('storage', onStorage);
  };
};

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
  emit();
}

export const useChosenLocation = () => useSyncExternalStore(subscribe, readLocation, () => null);

const readMode = (): DeliveryMode => (localStorage.getItem('delivery_type') === 'self' ? 'self' : 'delivery');
export const useDeliveryMode = () => useSyncExternalStore(subscribe, readMode, () => 'delivery' as const);
export function saveDeliveryMode(mode: DeliveryMode) {
  localStorage.setItem('delivery_type', mode);
  emit();
}
