import { MAX_TIP_PAISE } from '@khabar/domain/pricing/payment-rules';
import { useSyncExternalStore } from 'react';
import { createStorageSubscription } from './storage-subscription.ts';

// The rider's tip in whole rupees, kept locally until the order is placed (docs/product.md, Cart and
// checkout).
const changes = createStorageSubscription(['tip']);

const read = (): number => {
  const n = Number(localStorage.getItem('tip') ?? 0);
  return Number.isInteger(n) && n > 0 ? Math.min(n, MAX_TIP_PAISE / 100) : 0;
};

export function saveTip(rupees: number) {
  const capped = Math.max(0, Math.min(Math.round(rupees), MAX_TIP_PAISE / 100));
  if (capped === 0) localStorage.removeItem('tip');
  else localStorage.setItem('tip', String(capped));
  changes.notify();
}

export const useTip = () => useSyncExternalStore(changes.subscribe, read, () => 0);
