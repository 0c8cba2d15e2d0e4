// The sandbox gateway's checkout page: the amount, Pay and Fail.
import { formatInr } from '@khabar/domain';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>
*{box-sizing:border-box}body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;display:grid;place-items:center;min-height:100vh;color:#111827}
main{background:#fff;border-radius:16px;box-shadow:0 4px 24px #0002;padding:28px;width:min(360px,100vw - 24px);overflow-wrap:anywhere}
h1{font-size:1.1rem;margin:0 0 4px}p{margin:6px 0;color:#4b5563}.amount{font-size:2rem;font-weight:700;color:#111827;margin:16px 0}
form{margin-top:12px}button{width:100%;padding:14px;border:0;border-radius:10px;font-size:1rem;font-weight:600;cursor:pointer}
.pay{background:#15803d;color:#fff}.fail{background:#fff;color:#b91c1c;border:1px solid #fca5a5}
button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}.note{font-size:.8rem;margin-top:16px}
</style></head><body><main>${body}</main></body></html>`;
}

/** The page for one payment: Pay and Fail while it is open, else where it ended. */
export function sandboxPage(p: {
  providerOrderId: string;
  amountPaise: number;
  status: string;
  /** The page's key (only the paying customer has it): the buttons send it back. */
  key: string;
}): string {
  const id = escapeHtml(p.providerOrderId);
  const key = `?key=${encodeURIComponent(p.key)}`;
  const body =
    p.status === 'created'
      ? `<h1>Khabar test payment</h1><p>Sandbox gateway: no real money moves.</p>
<p class="amount">${formatInr(p.amountPaise)}</p><p>Order reference ${id}</p>
<form method="post" action="/sandbox-pay/${id}/pay${key}"><button class="pay" type="submit" autofocus>Pay ${formatInr(p.amountPaise)}</button></form>
<form method="post" action="/sandbox-pay/${id}/fail${key}"><button class="fail" type="submit">Fail payment</button></form>
<p class="note">Pay signs the result like a real gateway and calls Khabar's webhook.</p>`
      : `<h1>This payment is already ${p.status === 'paid' ? 'paid' : 'closed'}</h1><p><a href="/myOrders">See your orders</a></p>`;
  return page('Pay', body);
}

/** A payment page opened without its key (a link someone else shared, or guessed). */
export function sandboxRefusedPage(): string {
  return page(
    'Pay',
    `<h1>This payment page is not yours</h1><p>Open the payment from your cart in Khabar to pay or cancel it.</p>
<p><a href="/cart">Go to your cart</a></p>`,
  );
}
