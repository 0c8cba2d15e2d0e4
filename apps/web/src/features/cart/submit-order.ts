import type { PlacedOrderJson } from '@khabar/domain/contracts/orders/place-order';

/** Sends the browser to the gateway's checkout; it comes back to /checkout with the result. */
export async function openGatewayCheckout(
  order: PlacedOrderJson,
  prefill: { name: string; email: string; phone: string },
  brand: string,
) {
  const p = order.payment;
  if (!p) return;
  localStorage.setItem('pendingOrder', String(order.id));
  if (p.provider === 'sandbox' && p.checkout_url) {
    window.location.assign(p.checkout_url);
    return;
  }
  // Razorpay: its checkout script, loaded only now, only when this is the provider.
  await new Promise<void>((resolve, reject) => {
    const s = document.createElement('script');
    s.src = 'https://checkout.razorpay.com/v1/checkout.js';
    s.onload = () => resolve();
    s.onerror = () => reject(new Error('The payment page could not be opened. Please try again.'));
    document.head.append(s);
  });
  const Razorpay = (window as unknown as { Razorpay: new (o: object) => { open(): void } }).Razorpay;
  new Razorpay({
    key: p.key,
    order_id: p.provider_order_id,
    amount: p.amount,
    currency: p.currency,
    name: brand,
    description: `Order ${order.unique_order_id}`,
    prefill: { name: prefill.name, email: prefill.email, contact: prefill.phone },
    theme: { color: getComputedStyle(document.documentElement).getPropertyValue('--brand').trim() },
    handler: (r: Record<string, string>) => {
      window.location.assign(`/checkout?${new URLSearchParams(r)}`);
    },
    modal: {
      ondismiss: () => window.location.assign(`/checkout?payment_failed=${p.provider_order_id}`),
    },
  }).open();
}
