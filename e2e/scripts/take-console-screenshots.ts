// Screenshots of the restaurant console, the captain app and the customer's moving order at 320, 390
// and 1366 px, for a human to look at. Needs a server with the autopilot off, e.g.
//   PORT=3341 DATA_DIR=/tmp/shots DEMO_AUTOPILOT=false npm run serve
//   npx tsx e2e/scripts/take-console-screenshots.ts http://localhost:3341 /tmp/consoles-shots
import { mkdirSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { logIn as logInAt, randomIp, type ScriptUser } from './log-in.ts';

const base = process.argv[2] ?? 'http://localhost:3000';
const out = process.argv[3] ?? new URL('../.artifacts/console-screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
type User = ScriptUser;
async function api<T>(path: string, user: User | null, data?: object, method = 'POST'): Promise<T> {
  const res = await fetch(`${base}/api/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': randomIp(),
      ...(user ? { authorization: `Bearer ${user.auth_token}` } : {}),
    },
    body: method === 'POST' ? JSON.stringify(data ?? {}) : undefined,
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body as T;
}
const logIn = (phone: string) => logInAt(base, phone);
const SLUG = 'park-street-peter-s-grill';
async function order(customer: User, dishes: string[], method: 'COD' | 'WALLET', deliveryType: 1 | 2 = 1) {
  const menu = await api<{ items: Record<string, Array<{ id: number; name: string }>> }>(
    `get-restaurant-items/${SLUG}`,
    null,
  );
  const all = Object.values(menu.items).flat();
  const body = {
    order: dishes.map((n) => ({ id: all.find((d) => d.name === n)!.id, quantity: 1 })),
    delivery_type: deliveryType,
    location: {
      lat: 22.5526,
      lng: 88.3525,
      address: 'Park Street, Kolkata',
      house: '12A',
      landmark: 'Opposite the metro gate',
      tag: 'HOME',
    },
    method,
    order_comment: 'Less spicy please',
  };
  const quote = await api<{ data: { bill: { total: string } } }>('cart-quote', customer, body);
  return (
    await api<{ data: { id: number; unique_order_id: string } }>('place-order', customer, {
      ...body,
      total: quote.data.bill.total,
    })
  ).data;
}

const staff = await logIn('7000000002');
const captain = await logIn('6000000001');
const reviewer = await logIn('9000010000');
const [custA, custB, custC] = [reviewer, await logIn('9000010037'), await logIn('9000010074')];
await api('captain/duty', captain, { on_duty: false });

const browser: Browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
async function shoot(
  name: string,
  user: User | null,
  path: string,
  wait: (p: Page) => Promise<unknown>,
  after?: (p: Page) => Promise<unknown>,
) {
  for (const width of [320, 390, 1366]) {
    const context = await browser.newContext({
      viewport: { width, height: width > 800 ? 800 : 760 },
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
      permissions: ['geolocation'],
      geolocation: { latitude: 22.5535, longitude: 88.3522, accuracy: 12 },
    });
    const page = await context.newPage();
    await page.goto(`${base}/nowhere`);
    await page.evaluate((u) => {
      localStorage.clear();
      if (u) localStorage.setItem('user', JSON.stringify(u));
    }, user);
    await page.goto(`${base}${path}`);
    await wait(page);
    if (after) await after(page);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: width < 800 });
    console.log(`${out}/${name}-${width}.png`);
    await context.close();
  }
}

// The console with a new order, one cooking and one ready.
const ready = await order(custB, ['Fish Orly'], 'WALLET', 2);
await api(`partner/orders/${ready.id}/accept`, staff, { preparation_min: 15 });
await api(`partner/orders/${ready.id}/ready`, staff, {});
const cooking = await order(custC, ['Grilled Chicken with Mushroom Sauce'], 'WALLET', 2);
await api(`partner/orders/${cooking.id}/accept`, staff, { preparation_min: 20 });
const fresh = await order(custA, ['Cream of Mushroom Soup', 'Devilled Eggs'], 'COD');
const card = (p: Page) => p.getByRole('article', { name: new RegExp(fresh.unique_order_id) });
await shoot('console-orders', staff, '/partner/2', (p) => card(p).waitFor());
await shoot(
  'console-accept',
  staff,
  '/partner/2',
  (p) => card(p).waitFor(),
  (p) => card(p).getByRole('button', { name: 'Accept' }).click(),
);
await shoot(
  'console-reject',
  staff,
  '/partner/2',
  (p) => card(p).waitFor(),
  (p) => card(p).getByRole('button', { name: 'Reject' }).click(),
);
await shoot('console-menu', staff, '/partner/2?tab=menu', (p) =>
  p.getByRole('switch', { name: /Devilled/ }).waitFor(),
);
await shoot('console-history', staff, '/partner/2?tab=history', (p) =>
  p
    .getByRole('heading', { name: /finished|#/ })
    .first()
    .waitFor(),
);
await shoot('not-staff', custA, '/partner', (p) =>
  p.getByRole('heading', { name: 'Not restaurant staff' }).waitFor(),
);

// The customer's order: the cancel countdown, then the dialog.
await shoot('order-cancel', custA, `/orderDetails/${fresh.id}`, (p) =>
  p.getByRole('button', { name: /^Cancel order/ }).waitFor(),
);
await shoot(
  'order-cancel-dialog',
  custA,
  `/orderDetails/${fresh.id}`,
  (p) => p.getByRole('button', { name: /^Cancel order/ }).waitFor(),
  (p) => p.getByRole('button', { name: /^Cancel order/ }).click(),
);

// The captain: off duty, then an offer, then the trip.
await shoot('captain-off-duty', captain, '/captain', (p) =>
  p.getByRole('heading', { name: 'You are off duty' }).waitFor(),
);
await api('captain/duty', captain, { on_duty: true });
await api('captain/position', captain, { latitude: 22.5535, longitude: 88.3522, accuracy_m: 10 });
await shoot('captain-waiting', captain, '/captain', (p) =>
  p.getByRole('heading', { name: 'Waiting for an order' }).waitFor(),
);
await api(`partner/orders/${fresh.id}/accept`, staff, { preparation_min: 15 });
let me = await api<{ data: { offer: { id: number } | null } }>('captain/me', captain);
for (let i = 0; i < 20 && !me.data.offer; i++) {
  await new Promise((r) => setTimeout(r, 1000));
  me = await api('captain/me', captain);
}
await shoot('captain-offer', captain, '/captain', (p) =>
  p.getByRole('region', { name: 'New delivery offer' }).waitFor(),
);
await api(`captain/offers/${me.data.offer!.id}/accept`, captain, {});
await shoot('captain-trip', captain, '/captain', (p) =>
  p.getByRole('button', { name: 'Picked up' }).waitFor(),
);
await api(`captain/orders/${fresh.id}/arrive`, captain, {});
await api(`partner/orders/${fresh.id}/ready`, staff, {});
await api(`captain/orders/${fresh.id}/pick-up`, captain, {});
await shoot('captain-deliver', captain, '/captain', (p) =>
  p.getByRole('button', { name: 'Deliver' }).waitFor(),
);
await shoot('order-on-the-way', custA, `/orderDetails/${fresh.id}`, (p) =>
  p.getByRole('region', { name: /Share this PIN/ }).waitFor(),
);
await shoot('order-pickup-pin', custB, `/orderDetails/${ready.id}`, (p) =>
  p.getByRole('region', { name: /Share this PIN/ }).waitFor(),
);

// A cancelled wallet order with its refund.
const custD = await logIn('9000010111');
const toCancel = await order(custD, ['Cream of Mushroom Soup'], 'WALLET', 2);
await api('cancel-order', custD, { order_id: toCancel.id });
await shoot('order-cancelled', custD, `/orderDetails/${toCancel.id}`, (p) =>
  p.getByRole('list', { name: 'Refunds' }).waitFor(),
);
await shoot('account-staff', staff, '/account', (p) =>
  p.getByRole('link', { name: 'Restaurant console' }).waitFor(),
);
await api('captain/duty', captain, { on_duty: false }).catch(() => undefined);
await browser.close();
