// The published document cannot drift (issue 30): every operation in /api/openapi.json is called with
// its own documented example (body, path and query), as the account its security and path are for,
// on one fresh demo-city database, and the answer must be a status the document lists, with a body
// the documented schema for that status accepts (ajv, the document's own $refs). A service whose
// answer leaves its contract, or a contract whose example its own route refuses, fails here.
//
// How each group gets the state its example needs (made once in beforeAll):
// - customer calls: the demo customer, logged in, with wallet credit and an order of their own (COD,
//   at Aminia Darbar); ids in an example (order_id, address_id, notification_id, the cart's dish) are
//   replaced by that customer's own, everything else is the example as documented;
// - restaurant console and menu editor: Aminia's staff, on Aminia's restaurant, dishes and orders;
// - captain app: captain 1, on duty at Aminia;
// - back office: the admin; path ids name real records (Aminia, its first coupon, captain 1...);
// - streams: opened, their content-type checked, closed by the server's own close-all (as a shutdown
//   does), and the first `data:` line, if any came, must be a stream event;
// - uploads: a real photo in the documented multipart form; the webhook: the example signed with
//   the sandbox gateway's secret; the sandbox page: the key of a real online order.
// A call the example cannot make succeed on this state answers a documented 4xx with an ErrorAnswer:
// NOT_2XX lists those (only shrinks), so the 2xx answers that are checked stay the many.
import { schema } from '@khabar/db';
import { ERROR_CODES, streamEvent } from '@khabar/domain';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hmacHex } from '../../src/adapters/payments/payment-gateway.ts';
import { createSandboxGateway } from '../../src/adapters/payments/sandbox-gateway.ts';
import { FORM_TYPE, goodForm, goodPhoto } from '../fuzz/multipart-forms.ts';
import { callerOf } from '../fuzz/route-callers.ts';
import { logIn } from '../helpers/accounts.ts';
import { logInCaptain, logInStaff, newCustomer, onDutyAt, placeOrder } from '../helpers/lifecycle.ts';
import { creditWallet, dishesOf, PARK_STREET } from '../helpers/orders.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

interface Media {
  schema?: object;
  example?: unknown;
}
interface Operation {
  security?: object[];
  parameters?: { in: string; name: string; example?: unknown }[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { examples?: unknown[] }> };
}

/**
 * Operations whose documented example cannot succeed on the test's state, with why; their answer is
 * still checked (a documented 4xx, an ErrorAnswer). This list only shrinks.
 */
// Each with what the server said: mostly an example's illustrative id or version (1) that names no
// record in that state, or a step the order's status does not allow yet. Giving these their state (as
// fuzz/every-route.test.ts does for its good requests) is what is left to do.
const NOT_2XX: Record<string, string> = {
  // The update before them raised the webhook's version past the example's 1.
  'post /api/admin/webhooks/{webhookId}/delete': '409: Someone else changed this webhook since you opened it',
  'post /api/admin/webhooks/{webhookId}/rotate': '409: Someone else changed this webhook since you opened it',
  'get /api/admin/complaints/{id}/photo': '404: Complaint not found',
  'get /api/send-login-otp/{phone}': '429: Please wait a minute before asking for another code.',
  'post /api/admin/captains/{captainId}/cash-handins': '422: This captain holds no cash to hand in.',
  'post /api/admin/captains/{captainId}/cash-handins/{handinId}/reverse': '404: Hand-in not found',
  'post /api/admin/captains/{captainId}/photo':
    '409: Someone else changed this captain since you opened it. Reload to see their',
  'post /api/admin/captains/{captainId}/reinstate':
    '409: Someone else changed this captain since you opened it. Reload to see their',
  'post /api/admin/complaints/{id}/refund': '404: Complaint not found',
  'post /api/admin/complaints/{id}/reject': '404: Complaint not found',
  'post /api/admin/coupons/{couponId}/end':
    '409: Someone else changed this coupon since you opened it. Reload to see their',
  'post /api/admin/credits/{creditId}/approve':
    '409: {"credit":{"id":1,"customer":{"user_id":100,"name":"Mitali Sen","phone":"9330000170"},"amount":"150.00","',
  'post /api/admin/credits/{creditId}/decline':
    '409: {"credit":{"id":1,"customer":{"user_id":100,"name":"Mitali Sen","phone":"9330000170"},"amount":"150.00","',
  'post /api/admin/customers/find': '400: order_id must be an order number like KB2611264F7Q2K',
  'post /api/admin/customers/{userId}/unblock':
    '409: Someone else changed this customer’s account since you opened it. Reload t',
  'post /api/admin/operators/{userId}/revoke': '404: Operator not found',
  'post /api/admin/orders/{id}/cancel': '409: This order can no longer be cancelled: it is "Cancelled" now.',
  'post /api/admin/orders/{id}/mark-delivered':
    '409: This order can no longer be marked delivered: it is "Cancelled" now.',
  'post /api/admin/orders/{id}/reassign-captain':
    '409: This order can no longer be given to another captain: it is "Cancelled"',
  'post /api/admin/orders/{id}/redispatch':
    '409: This order can no longer be offered to the next captain: it is "Cancelled',
  'post /api/admin/orders/{id}/refunds/{refundId}/retry': '404: Refund not found',
  'post /api/admin/orders/{id}/refunds/{refundId}/settle-to-wallet': '404: Refund not found',
  'post /api/admin/orders/{id}/unassign-captain':
    '409: This order can no longer be taken off its captain: it is "Cancelled" now',
  'post /api/admin/orders/{id}/unlock-pin':
    '409: This order can no longer be unlocked: it is "Cancelled" now.',
  'post /api/admin/promo-slides/{slideId}/move':
    '409: Someone else changed this slide since you opened it. Reload to see their c',
  'post /api/admin/promo-slides/{slideId}/photo':
    '409: Someone else changed this slide since you opened it. Reload to see their c',
  'post /api/admin/promo-slides/{slideId}/remove':
    '409: Someone else changed this slide since you opened it. Reload to see their c',
  'post /api/admin/restaurants/create': '409: Another restaurant already has the address aminia-darbar.',
  'post /api/admin/restaurants/{restaurantId}/photo':
    '409: Someone else changed this restaurant since you opened it. Reload to see th',
  'post /api/admin/restaurants/{restaurantId}/staff/{userId}/remove':
    '404: This person is not staff of the restaurant.',
  'post /api/captain/offers/{offerId}/accept': '404: Offer not found',
  'post /api/captain/offers/{offerId}/decline': '404: Offer not found',
  'post /api/captain/orders/{orderId}/arrive': '404: Order not found',
  'post /api/captain/orders/{orderId}/deliver': '404: Order not found',
  'post /api/captain/orders/{orderId}/pick-up': '404: Order not found',
  'post /api/login-using-otp': '401: Invalid or expired OTP. Ask for a new code.',
  'post /api/menu-editor/categories/{categoryId}': '409: This menu already has a category called “Biryani”.',
  'post /api/menu-editor/categories/{categoryId}/dishes/order':
    '409: The menu changed since you opened it. Reload it and try again.',
  'post /api/menu-editor/choice-groups/{groupId}/archive':
    '409: Someone else changed this dish since you opened it. Reload to see their ch',
  'post /api/menu-editor/choice-groups/{groupId}/choices':
    '409: Someone else changed this dish since you opened it. Reload to see their ch',
  'post /api/menu-editor/choice-groups/{groupId}/choices/order':
    '409: Someone else changed this dish since you opened it. Reload to see their ch',
  'post /api/menu-editor/choices/{choiceId}':
    '409: Someone else changed this dish since you opened it. Reload to see their ch',
  'post /api/menu-editor/choices/{choiceId}/archive':
    '409: Someone else changed this dish since you opened it. Reload to see their ch',
  'post /api/menu-editor/choices/{choiceId}/stock':
    '409: Someone else changed this dish since you opened it. Reload to see their ch',
  'post /api/menu-editor/dishes/{itemId}':
    '409: Someone else changed this dish since you opened it. Reload to see their ch',
  'post /api/menu-editor/dishes/{itemId}/archive':
    '409: Someone else changed this dish since you opened it. Reload to see their ch',
  'post /api/menu-editor/dishes/{itemId}/choice-groups':
    '409: Someone else changed this dish since you opened it. Reload to see their ch',
  'post /api/menu-editor/dishes/{itemId}/choice-groups/order':
    '409: Someone else changed this dish since you opened it. Reload to see their ch',
  'post /api/menu-editor/dishes/{itemId}/photo':
    '409: Someone else changed this dish since you opened it. Reload to see their ch',
  'post /api/menu-editor/restaurants/{restaurantId}/categories':
    '409: This menu already has a category called “Biryani”.',
  'post /api/menu-editor/restaurants/{restaurantId}/categories/order':
    '409: The menu changed since you opened it. Reload it and try again.',
  'post /api/orders/{id}/complaint': '409: A problem can be reported once the order is delivered.',
  'post /api/partner/orders/{orderId}/accept': '409: This order can no longer be accepted.',
  'post /api/partner/orders/{orderId}/hand-over': '409: This step is not for a delivery order.',
  'post /api/partner/orders/{orderId}/ready': '409: This order can no longer be marked ready.',
  'post /api/partner/orders/{orderId}/reject': '409: This order can no longer be rejected.',
  'post /api/payments/webhook': '422: The amount paid does not match the order.',
  'post /api/register': '409: This number already has an account. Log in.',
  'post /api/set-default-address': '404: Address not found',
  'post /api/verify-payment': '400: Payment could not be verified.',
  'post /sandbox-pay/{id}/{action}': '303: the sandbox answers a redirect (documented), never a 2xx',
  'put /api/orders/{orderId}/rating': '409: You can rate an order once it is delivered.',
};

let t: TestApp;
let doc: Document;
const tokens: Record<string, string> = {};
/** Real values that replace an example's by field or path parameter name. */
const real: Record<string, unknown> = {};
let webhookSecret = '';
let checkoutKey = '';

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const db = t.handle.db;
  const me = await logIn(t.app, '9876543210');
  const aminia = await dishesOf(t, 'aminia-darbar');
  const staff = await logInStaff(t, aminia.restaurantId);
  const captain = await logInCaptain(t, 1);
  tokens.customer = me.token;
  tokens.staff = staff.token;
  tokens.captain = captain.token;
  tokens.admin = (await logIn(t.app, '8000000001')).token;
  await creditWallet(t, me.user.id, 200_000);
  const [aminiaRow] = await db
    .select()
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, aminia.restaurantId));
  await onDutyAt(t, captain, aminiaRow!.latitude + 0.002, aminiaRow!.longitude);
  const order = await placeOrder(t, me, { method: 'COD' });
  const online = await placeOrder(t, me, { method: 'RAZORPAY', unpaid: true });
  webhookSecret = createSandboxGateway(t.app.config.otpSecret).webhookSecret;
  const dish = aminia.dishes.find((d) => d.pricePaise >= 5000)!;
  const [address] = await db.select().from(schema.addresses).where(eq(schema.addresses.userId, me.user.id));
  const [alert] = await db
    .select()
    .from(schema.notifications)
    .where(eq(schema.notifications.userId, me.user.id));
  const [coupon] = await db.select().from(schema.coupons).orderBy(asc(schema.coupons.id)).limit(1);
  const [slide] = await db.select().from(schema.promoSlides).orderBy(asc(schema.promoSlides.id)).limit(1);
  const [item] = await db.select().from(schema.items).where(eq(schema.items.id, dish.id));
  Object.assign(real, {
    slug: 'aminia-darbar',
    restaurantId: aminia.restaurantId,
    restaurant_id: aminia.restaurantId,
    orderId: order.id,
    order_id: order.id,
    id: order.id,
    unique_order_id: order.uniqueOrderId,
    address_id: address?.id,
    notification_id: alert?.id,
    itemId: dish.id,
    categoryId: item!.categoryId,
    couponId: coupon!.id,
    slideId: slide!.id,
    captainId: captain.partnerId,
    // Support acts on a customer of their own (blocking the demo customer would end the session the
    // customer calls use).
    userId: (await newCustomer(t, '9330000170')).user.id,
    order: [{ id: dish.id, quantity: Math.ceil(20_000 / dish.pricePaise), choices: [] }],
    location: PARK_STREET,
    razorpay_order_id: online.providerOrderId,
  });
  const quote = await t.app.inject({
    method: 'POST',
    url: '/api/cart-quote',
    headers: { authorization: `Bearer ${tokens.customer}` },
    payload: { order: real.order, delivery_type: 1, location: PARK_STREET, coupon: '' },
  });
  real.total = quote.json().data.bill.total;
  real.payable = real.total;
  // An online order of the customer's, waiting: its checkout page's key (only in place-order's answer).
  const waiting = await t.app.inject({
    method: 'POST',
    url: '/api/place-order',
    headers: { authorization: `Bearer ${tokens.customer}` },
    payload: {
      order: real.order,
      delivery_type: 1,
      location: PARK_STREET,
      coupon: '',
      method: 'RAZORPAY',
      total: real.total,
    },
  });
  expect(waiting.statusCode, waiting.body).toBe(201);
  checkoutKey = new URL(waiting.json().data.payment.checkout_url, 'http://x').searchParams.get('key')!;
  real.sandboxId = waiting.json().data.payment.provider_order_id;
}, 120_000);
afterAll(() => t?.close());

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map<object, ReturnType<typeof ajv.compile>>();
const validatorOf = (schemaOf: object) => {
  if (!validators.has(schemaOf)) {
    if (!ajv.getSchema('doc')) ajv.addSchema({ $id: 'doc', components: doc.components });
    const local = JSON.parse(JSON.stringify(schemaOf).replaceAll('"#/components/', '"doc#/components/'));
    validators.set(schemaOf, ajv.compile(local));
  }
  return validators.get(schemaOf)!;
};

/** The example with the state's real values for the fields it names (shallowly). */
const withReal = (example: unknown) =>
  example && typeof example === 'object' && !Array.isArray(example)
    ? Object.fromEntries(Object.entries(example).map(([k, v]) => [k, k in real ? real[k] : v]))
    : example;

/** The request an operation's documented example makes, for the account it is for. */
async function requestOf(path: string, method: string, op: Operation): Promise<InjectOptions> {
  const params = Object.fromEntries(
    (op.parameters ?? []).filter((p) => p.in !== 'header').map((p) => [`${p.in}:${p.name}`, p.example]),
  );
  // The sandbox's page is named by the gateway's order id, not ours.
  const values = path.startsWith('/sandbox-pay/') ? { ...real, id: real.sandboxId } : real;
  const url =
    path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      encodeURIComponent(String(values[name] ?? params[`path:${name}`])).replaceAll('%2F', '/'),
    ) +
    (() => {
      const query = Object.entries(params)
        .filter(([k, v]) => k.startsWith('query:') && v !== undefined && v !== null)
        .map(([k, v]) => `${k.slice(6)}=${encodeURIComponent(String(v))}`);
      if (path.startsWith('/sandbox-pay/')) return `?key=${checkoutKey}`;
      return query.length ? `?${query.join('&')}` : '';
    })();
  const headers: Record<string, string> = {};
  if (op.security) headers.authorization = `Bearer ${tokens[callerOf(path)]}`;
  if (path.includes('/cash-handins'))
    headers['idempotency-key'] = `drift${path.replace(/\W+/g, '-')}`.slice(0, 100);
  const content = op.requestBody?.content ?? {};
  if (content['multipart/form-data']) {
    const example = content['multipart/form-data'].example as Record<string, string>;
    const [field, value] = Object.entries(example)[0]!;
    const photo = await goodPhoto();
    return {
      method: method.toUpperCase() as 'POST',
      url,
      headers: { ...headers, 'content-type': FORM_TYPE },
      payload: goodForm(field, String(value), photo),
    };
  }
  const example = withReal(content['application/json']?.example);
  if (path === '/api/payments/webhook') {
    const text = JSON.stringify(example).replace('order_sbx_7d2e08', String(real.razorpay_order_id));
    headers['x-razorpay-signature'] = hmacHex(webhookSecret, text);
    headers['content-type'] = 'application/json';
    return { method: 'POST', url, headers, payload: text };
  }
  return {
    method: method.toUpperCase() as 'POST',
    url,
    headers,
    ...(example === undefined ? {} : { payload: example as object }),
  };
}

describe('every documented operation, sent its documented example', () => {
  it('gives an example of every request, and of each error code', () => {
    const missing: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops)) {
        for (const p of op.parameters ?? [])
          if (p.in !== 'header' && p.example === undefined)
            missing.push(`${method} ${path} ${p.in} ${p.name}`);
        for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
          if (media.example === undefined) missing.push(`${method} ${path} ${type}`);
      }
    expect(missing).toEqual([]);
    const codes = (doc.components.schemas.ErrorAnswer?.examples ?? []).map(
      (e) => (e as { code: string }).code,
    );
    expect(codes.sort()).toEqual(Object.keys(ERROR_CODES).sort());
  });

  it('answers each with a documented status and a body its schema accepts', async () => {
    const operations = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })))
      // Logging out ends the session the rest use: it goes last.
      .sort((a, b) => Number(a.path === '/api/logout') - Number(b.path === '/api/logout'));
    const drift: string[] = [];
    const not2xx: string[] = [];
    /** What each refused example was told, for the failure message. */
    const refusals: string[] = [];
    let checked2xx = 0;
    for (const { path, method, op } of operations) {
      const key = `${method} ${path}`;
      // The documented request itself must be one its own schema accepts.
      const media = op.requestBody?.content['application/json'];
      if (media?.schema && !validatorOf(media.schema)(media.example))
        drift.push(`${key}: its example is not its own schema's`);
      const ending = setInterval(() => t.app.openStreams.closeAll(), 50);
      const res = await t.app.inject(await requestOf(path, method, op)).finally(() => clearInterval(ending));
      const status = String(res.statusCode);
      const answer = op.responses[status] ?? op.responses[`${status[0]}XX`];
      if (!answer) {
        drift.push(`${key}: ${status} is not documented (${res.body.slice(0, 160)})`);
        continue;
      }
      // A 5xx is documented (5XX) but never an answer to a documented request: the server broke.
      if (status.startsWith('5')) drift.push(`${key}: ${status} ${res.body.slice(0, 160)}`);
      if (!status.startsWith('2')) {
        not2xx.push(key);
        refusals.push(`${key} -> ${status} ${res.body.slice(0, 120)}`);
      } else checked2xx++;
      if (!answer.content) continue;
      const type = String(res.headers['content-type'] ?? '').split(';')[0]!;
      const [documentedType, documented] =
        Object.entries(answer.content).find(
          ([t]) => t === type || (t.endsWith('/*') && type.startsWith(t.slice(0, -1))),
        ) ?? [];
      if (!documentedType) {
        drift.push(`${key}: ${status} came as ${type}, documented ${Object.keys(answer.content).join()}`);
        continue;
      }
      if (type === 'text/event-stream') {
        const data = /^data: (.*)$/m.exec(res.body)?.[1];
        if (data && !streamEvent.safeParse(JSON.parse(data)).success)
          drift.push(`${key}: first event ${data}`);
        continue;
      }
      if (type !== 'application/json' || !documented?.schema) continue;
      const validate = validatorOf(documented.schema);
      if (!validate(res.json()))
        drift.push(`${key}: ${status} ${JSON.stringify(validate.errors).slice(0, 300)}`);
    }
    expect(drift).toEqual([]);
    expect(not2xx.sort(), refusals.join('\n')).toEqual(Object.keys(NOT_2XX).sort());
    if (process.env.DRIFT_DEBUG) console.log(refusals.join('\n'));
    expect(checked2xx).toBeGreaterThan(90);
  }, 120_000);
});
