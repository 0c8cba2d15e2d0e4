import { useSyncExternalStore } from 'react';
import { createStorageSubscription } from './storage-subscription.ts';

// An order for later (decision 048): the chosen slot's start (ISO) under localStorage 'scheduledFor',
// kept across a refresh until the order is placed or the cart is given up; none means "deliver now".
const KEY = 'scheduledFor';
const changes = createStorageSubscription([KEY]);

const read = (): string | null => {
  const v = localStorage.getItem(KEY);
  return v && !Number.isNaN(Date.parse(v)) ? v : null;
};

export function saveScheduledFor(start: string | null) {
  if (start) localStorage.setItem(KEY, start);
  else localStorage.removeItem(KEY);
  changes.notify();
}

export const useScheduledFor = () => useSyncExternalStore(changes.subscribe, read, () => null);
