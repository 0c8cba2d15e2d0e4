// Screenshots of /liveTrack at each step of a delivery and a pickup, at 320, 390 and 1366 px, for a
// human to look at. Needs a running server with the demo autopilot off and a lunchtime clock:
//   DEMO_AUTOPILOT=false CLOCK_START=2026-11-19T07:30:00Z TRUST_PROXY=true npm run serve
//   npx tsx e2e/scripts/take-tracking-screenshots.ts http://localhost:3000 /tmp/tracking-shots
import { mkdirSync } from 'node:fs';
import { chromium, request as http, type Page } from 'playwright-core';
import { codeFor, logIn as logInAt, randomIp } from './log-in.ts';

const base = process.argv[2] ?? 'http://localhost:3000';
const out = process.argv[3] ?? new URL('../.artifacts/tracking-screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const api = await http.newContext({ baseURL: base });
const logIn = (phone: string) => logInAt(base, phone);
async function signUp() {
  const phone = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const headers = { 'x-forwarded-for': randomIp() };
  await api.get(`/api/send-registration-otp/${phone}`, { headers });
  const res = await api.post('/api/register', {
    headers,
    data: {
      phone,
      name: 'Ananya Sen',
      email: 'ananya@example.in',
      referral: '',
      otp: await codeFor(base, phone),
    },
  });
  return (await res.json()).data as { auth_token: string; [k: string]: unknown };
}
async function call(token: string, path: string, data: object = {}) {
  const res = await api.post(`/api/${path}`, { headers: { authorization: `Bearer ${token}` }, data });
  const body = await res.json();
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${JSON.stringify(body)}`);
  return body.data;
}

const PARK_STREET = {
  lat: 22.5526,
  lng: 88.3525,
  address: 'Park Street, Kolkata',
  house: '4B',
  landmark: '',
  tag: 'HOME',
};
async function placeOrder(token: string, deliveryType: 1 | 2, method: 'COD' | 'WALLET' = 'COD') {
  const info = await (await api.post('/api/get-restaurant-info/aminia-darbar')).json();
  const items = await (await api.post('/api/get-restaurant-items/aminia-darbar')).json();
  // One dish between ₹150 and ₹350: above the minimum order, below the cash-on-delivery limit.
  const all = [...items.recommended, ...Object.values(items.items).flat()] as Array<{
    id: number;
    price: string;
  }>;
  const dish = all.find((d) => Number(d.price) >= 150 && Number(d.price) <= 350)!;
  const cart = {
    order: [{ id: dish.id, quantity: 1 }],
    coupon: '',
    driver_tip_amount: 0,
    delivery_type: deliveryType,
    location: PARK_STREET,
  };
  const quote = await call(token, 'cart-quote', cart);
  const placed = await call(token, 'place-order', { ...cart, total: quote.bill.total, method });
  return { id: placed.id as number, restaurantId: info.id as number };
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const customer = await signUp();
const sizes = [
  { name: '320', width: 320, height: 720 },
  { name: '390', width: 390, height: 844 },
  { name: '1366', width: 1366, height: 768 },
];
async function shoot(name: string, orderId: number, expect: string, user: object = customer) {
  for (const size of sizes) {
    const page: Page = await browser.newPage({ viewport: size, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
    await page.goto(`${base}/nowhere`);
    await page.evaluate((u) => localStorage.setItem('user', JSON.stringify(u)), user);
    await page.goto(`${base}/liveTrack/${orderId}`);
    await page.getByRole('status').filter({ hasText: expect }).waitFor();
    await page.waitForTimeout(1200); // the map's labels and tiles settle
    await page.screenshot({ path: `${out}/${name}-${size.name}.png`, fullPage: true });
    await page.close();
  }
}

const order = await placeOrder(customer.auth_token, 1);
const pad = (n: number) => String(n).padStart(2, '0');
const staff = await logIn(`70000000${pad(order.restaurantId)}`);
await shoot('1-placed', order.id, 'Waiting for');
await call(staff.auth_token, `partner/orders/${order.id}/accept`, { preparation_min: 20 });
await shoot('2-preparing', order.id, 'preparing');

const captain = await logIn('6000000001');
await call(captain.auth_token, 'captain/duty', { on_duty: true });
await call(captain.auth_token, 'captain/position', { latitude: 22.5595, longitude: 88.3545, accuracy_m: 10 });
let offer: { id: number } | null = null;
for (let i = 0; i < 40 && !offer; i++) {
  offer = (await call(captain.auth_token, 'captain/me')).offer;
  if (!offer) await new Promise((r) => setTimeout(r, 500));
}
if (!offer) throw new Error('no offer reached captain 1');
await call(captain.auth_token, `captain/offers/${offer.id}/accept`);
await call(captain.auth_token, 'captain/position', { latitude: 22.5575, longitude: 88.3525, accuracy_m: 10 });
await shoot('3-rider-assigned', order.id, 'picking up');
await call(captain.auth_token, `captain/orders/${order.id}/arrive`);
await call(staff.auth_token, `partner/orders/${order.id}/ready`);
await call(captain.auth_token, `captain/orders/${order.id}/pick-up`);
await call(captain.auth_token, 'captain/position', { latitude: 22.5555, longitude: 88.3522, accuracy_m: 10 });
await shoot('4-on-the-way', order.id, 'on the way');
const pin = (await call(customer.auth_token, 'get-order-tracking', { order_id: order.id })).delivery_pin;
await call(captain.auth_token, `captain/orders/${order.id}/deliver`, { pin });
await shoot('5-delivered', order.id, 'Delivered');

// Pickup cannot be cash on delivery: a seeded reviewer pays from their wallet.
const reviewer = await logIn('9000010000');
const pickup = await placeOrder(reviewer.auth_token, 2, 'WALLET');
await call(staff.auth_token, `partner/orders/${pickup.id}/accept`, { preparation_min: 15 });
await call(staff.auth_token, `partner/orders/${pickup.id}/ready`);
await shoot('10-pickup-ready', pickup.id, 'ready for pickup', reviewer);
const cancelled = await placeOrder(customer.auth_token, 1);
await call(customer.auth_token, 'cancel-order', { order_id: cancelled.id });
await shoot('6-cancelled', cancelled.id, 'cancelled');

await browser.close();
await api.dispose();
console.log(`screenshots in ${out}`);
