import { MAX_ORDER_COMMENT } from '@khabar/domain/cart/cart';
import { useSyncExternalStore } from 'react';
import { createStorageSubscription } from './storage-subscription.ts';

// The cart's cooking instructions under the spec's key 'orderComment': kept with the cart (a reload or
// another tab keeps them) until the order is placed or a new cart starts.
const changes = createStorageSubscription(['orderComment']);

const read = (): string => (localStorage.getItem('orderComment') ?? '').slice(0, MAX_ORDER_COMMENT);

export function saveOrderComment(text: string) {
  const kept = text.slice(0, MAX_ORDER_COMMENT);
  if (kept.trim() === '') localStorage.removeItem('orderComment');
  else localStorage.setItem('orderComment', kept);
  changes.notify();
}

export const useOrderComment = () => useSyncExternalStore(changes.subscribe, read, () => '');
