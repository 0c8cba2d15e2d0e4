import { useCallback, useState } from 'react';
import type { PayMethod } from './use-cart-quote.ts';

// The payment method the customer chose, kept for the visit (sessionStorage): a reload, or a return
// from the payment page, finds it chosen still (issue 23: it went back to Online). Not one of the
// spec's localStorage keys: a choice made for this visit's cart, not a setting of the device.
const KEY = 'payment_method';
const METHODS: readonly PayMethod[] = ['RAZORPAY', 'WALLET', 'COD'];

const read = (): PayMethod => {
  const saved = sessionStorage.getItem(KEY);
  return METHODS.find((m) => m === saved) ?? 'RAZORPAY';
};

/** The chosen method and its setter; the cart still falls back when the quote refuses it. */
export function usePayMethod(): [PayMethod, (method: PayMethod) => void] {
  const [method, setMethod] = useState(read);
  const choose = useCallback((next: PayMethod) => {
    sessionStorage.setItem(KEY, next);
    setMethod(next);
  }, []);
  return [method, choose];
}
