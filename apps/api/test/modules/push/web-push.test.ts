// Web Push end to end (issue 28, decision 051): browsers subscribe through the real calls, lifecycle
// steps, new orders and offers enqueue durable jobs, and the jobs deliver to a local stand-in push
// service that checks the VAPID signature and decrypts each message with the subscription's own keys
// (RFC 8291), so what is asserted is what a browser would read.
import { createECDH, randomBytes } from 'node:crypto';
import { schema } from '@khabar/db';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { testClock } from '../../helpers/accounts.ts';
import {
  logInCaptain,
  logInStaff,
  newCustomer,
  onDutyAt,
  placeOrder,
  post,
  type Session,
} from '../../helpers/lifecycle.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';
import {
  type BrowserSubscription,
  type PushServiceStandIn,
  startPushServiceStandIn,
} from '../../support/push-service-stand-in.ts';

const clock = testClock(LUNCH_TIME);
let t: TestApp;
let push: PushServiceStandIn;
let publicKey: string;

beforeAll(async () => {
  push = await startPushServiceStandIn();
  t = await createTestApp({ now: clock.now });
  const key = await t.app.inject({ method: 'GET', url: '/api/push/key' });
  expect(key.statusCode).toBe(200);
  publicKey = key.json().data.public_key;
});
afterAll(async () => {
  await t?.close();
  await push?.close();
});

/** Each staff account logs in once (a second code within a minute is refused). */
const staffSessions = new Map<number, Promise<Session>>();
const staffOf = (restaurantId: number) => {
  if (!staffSessions.has(restaurantId)) staffSessions.set(restaurantId, logInStaff(t, restaurantId));
  return staffSessions.get(restaurantId)!;
};

const subscribe = (session: Session | null, body: object) =>
  post(t, 'push/subscribe', session?.token ?? null, body);
const asBrowser = (sub: BrowserSubscription) => ({ endpoint: sub.endpoint, keys: sub.keys });
const pathOf = (sub: BrowserSubscription) => new URL(sub.endpoint).pathname;
const receivedBy = (sub: BrowserSubscription) => push.received.filter((r) => r.path === pathOf(sub));

async function pushJobs(subscriptionKey: string) {
  return t.handle.db.select().from(schema.jobs).where(like(schema.jobs.singletonKey, subscriptionKey));
}

async function subscriptionRows(endpoint: string) {
  return t.handle.db
    .select()
    .from(schema.pushSubscriptions)
    .where(eq(schema.pushSubscriptions.endpoint, endpoint));
}

describe('the server key', () => {
  it('is made once, on the first start, and kept sealed', async () => {
    expect(publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    const [row] = await t.handle.db.select().from(schema.pushVapidKeys);
    expect(row!.publicKey).toBe(publicKey);
    const keys = await t.app.pushKeys();
    // The stored private key is sealed: the database alone does not hold it.
    expect(row!.sealedPrivateKey).not.toContain(keys.privateKey);
    // A second process on the same database reads the same pair.
    const other = await createTestApp({ now: clock.now, handle: t.handle });
    try {
      expect((await other.app.inject({ method: 'GET', url: '/api/push/key' })).json().data.public_key).toBe(
        publicKey,
      );
      expect((await other.app.pushKeys()).privateKey).toBe(keys.privateKey);
    } finally {
      await other.app.close();
    }
  });
});

describe('the stand-in push service', () => {
  it('refuses a message signed with another key, and one it cannot decrypt', async () => {
    const keys = await t.app.pushKeys();
    const sub = push.subscribe();
    const stranger = webpush.generateVAPIDKeys();
    const send = async (vapid: typeof stranger, target: { endpoint: string; keys: object }) => {
      const request = webpush.generateRequestDetails(target as never, '{"title":"x"}', {
        vapidDetails: { subject: 'mailto:a@b.example', ...vapid },
        contentEncoding: 'aes128gcm',
      });
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([k]) => k.toLowerCase() !== 'content-length')
          .map(([k, v]) => [k, String(v)]),
      );
      return fetch(sub.endpoint, { method: 'POST', headers, body: new Uint8Array(request.body!) });
    };
    // The right key and the browser's own keys: accepted and decrypted.
    expect((await send(keys, sub)).status).toBe(201);
    expect(receivedBy(sub).map((r) => r.plaintext)).toEqual(['{"title":"x"}']);
    // A JWT signed by another key but claiming ours (k=): the signature does not verify.
    const forged = await send({ publicKey: keys.publicKey, privateKey: stranger.privateKey }, sub);
    expect(forged.status).toBe(400);
    expect(await forged.text()).toBe('the JWT signature does not verify with k');
    // Encrypted for another browser's keys: the AES-GCM tag does not check.
    const otherBrowser = push.subscribe();
    const wrongKeys = await send(keys, { endpoint: sub.endpoint, keys: otherBrowser.keys });
    expect(wrongKeys.status).toBe(400);
    expect(receivedBy(sub)).toHaveLength(1);
    push.received.length = 0;
  });

  it('takes the keys a browser made (the browser test’s page), and then only the key it subscribed with', async () => {
    const keys = await t.app.pushKeys();
    const made = createECDH('prime256v1');
    const browserKeys = {
      publicKey: made.generateKeys(),
      privateKey: made.getPrivateKey(),
      authSecret: randomBytes(16),
    };
    const sub = push.subscribe({ ...browserKeys, applicationServerKey: keys.publicKey });
    expect(sub.keys.p256dh).toBe(browserKeys.publicKey.toString('base64url'));
    const send = async (vapid: { publicKey: string; privateKey: string }) => {
      const request = webpush.generateRequestDetails(sub, '{"title":"y"}', {
        vapidDetails: { subject: 'mailto:a@b.example', ...vapid },
        contentEncoding: 'aes128gcm',
      });
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([k]) => k.toLowerCase() !== 'content-length')
          .map(([k, v]) => [k, String(v)]),
      );
      return fetch(sub.endpoint, { method: 'POST', headers, body: new Uint8Array(request.body!) });
    };
    // Another server's key, validly signed: not the key this subscription was made for.
    const other = await send(webpush.generateVAPIDKeys());
    expect(other.status).toBe(400);
    expect(await other.text()).toBe('the VAPID key is not the one the subscription was made with');
    expect((await send(keys)).status).toBe(201);
    expect(receivedBy(sub).map((r) => r.plaintext)).toEqual(['{"title":"y"}']);
    // A public key that is not the private key's is refused at once.
    expect(() =>
      push.subscribe({ ...browserKeys, publicKey: createECDH('prime256v1').generateKeys() }),
    ).toThrow('the public key is not the private key’s');
    push.received.length = 0;
  });
});

describe('subscribing', () => {
  let customer: Session;
  beforeAll(async () => {
    customer = await newCustomer(t, '9330002001');
  });

  it('refuses bad input with 400, and nobody logged in with 401', async () => {
    const sub = push.subscribe();
    const good = { audience: 'customer', subscription: asBrowser(sub) };
    const bad: object[] = [
      { ...good, subscription: { ...asBrowser(sub), endpoint: 'http://push.example/x' } },
      { ...good, subscription: { ...asBrowser(sub), endpoint: 'ftp://127.0.0.1/x' } },
      { ...good, subscription: { ...asBrowser(sub), endpoint: `https://push.example/${'a'.repeat(1000)}` } },
      { ...good, subscription: { ...asBrowser(sub), endpoint: 'https://push.example/\u0000' } },
      {
        ...good,
        subscription: { endpoint: sub.endpoint, keys: { ...sub.keys, p256dh: sub.keys.p256dh.slice(1) } },
      },
      {
        ...good,
        subscription: { endpoint: sub.endpoint, keys: { ...sub.keys, auth: `${sub.keys.auth}AA` } },
      },
      { ...good, subscription: { endpoint: sub.endpoint, keys: { p256dh: sub.keys.p256dh } } },
      { ...good, audience: 'admin' },
      { ...good, audience: 'restaurant' },
      { ...good, restaurant_id: 1 },
      { ...good, audience: 'restaurant', restaurant_id: 99_999_999_999 },
    ];
    for (const body of bad) {
      const res = await subscribe(customer, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    expect((await subscribe(null, good)).statusCode).toBe(401);
    expect(await subscriptionRows(sub.endpoint)).toEqual([]);
  });

  it('is 404 for a restaurant the account does not run, 403 for a captain audience of a non-captain', async () => {
    const sub = push.subscribe();
    const staffOf1 = await staffOf(1);
    const notMine = await subscribe(staffOf1, {
      audience: 'restaurant',
      restaurant_id: 2,
      subscription: asBrowser(sub),
    });
    expect(notMine.statusCode).toBe(404);
    expect(
      (await subscribe(customer, { audience: 'restaurant', restaurant_id: 1, subscription: asBrowser(sub) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await subscribe(customer, { audience: 'captain', subscription: asBrowser(sub) })).statusCode,
    ).toBe(403);
    expect(await subscriptionRows(sub.endpoint)).toEqual([]);
  });

  it('stores one row per browser; unsubscribing removes only the caller’s own', async () => {
    const sub = push.subscribe();
    const res = await subscribe(customer, { audience: 'customer', subscription: asBrowser(sub) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { subscribed: true } });
    // The same browser again: still one row.
    expect(
      (await subscribe(customer, { audience: 'customer', subscription: asBrowser(sub) })).statusCode,
    ).toBe(200);
    expect(await subscriptionRows(sub.endpoint)).toHaveLength(1);

    const other = await newCustomer(t, '9330002002');
    const theirs = await post(t, 'push/unsubscribe', other.token, { endpoint: sub.endpoint });
    expect(theirs.statusCode).toBe(200);
    expect(await subscriptionRows(sub.endpoint)).toHaveLength(1);
    const mine = await post(t, 'push/unsubscribe', customer.token, { endpoint: sub.endpoint });
    expect(mine.json()).toEqual({ success: true, data: { subscribed: false } });
    expect(await subscriptionRows(sub.endpoint)).toEqual([]);
    expect((await post(t, 'push/unsubscribe', customer.token, { endpoint: 'nope' })).statusCode).toBe(400);
  });

  it('refuses a plain-http endpoint in production, even on this machine', async () => {
    const prod = await createTestApp({
      now: clock.now,
      handle: t.handle,
      env: {
        NODE_ENV: 'production',
        OTP_SECRET: 'p'.repeat(32),
        SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_live_x',
        RAZORPAY_KEY_SECRET: 'k'.repeat(24),
        RAZORPAY_WEBHOOK_SECRET: 'w'.repeat(24),
        VAPID_PUBLIC_KEY: publicKey,
        VAPID_PRIVATE_KEY: (await t.app.pushKeys()).privateKey,
        VAPID_SUBJECT: 'mailto:ops@khabar.example',
        WEBHOOK_SECRET_KEY: 'ab'.repeat(32),
        MAX_EVENT_LOOP_DELAY_MS: '0',
      },
    });
    try {
      const sub = push.subscribe();
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/push/subscribe',
        headers: { authorization: `Bearer ${customer.token}` },
        payload: { audience: 'customer', subscription: asBrowser(sub) },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe('endpoint must be an https:// URL');
    } finally {
      await prod.app.close();
    }
  });
});

describe('a customer told of their order', () => {
  let customer: Session;
  let staff: Session;
  let sub: BrowserSubscription;
  let order: Awaited<ReturnType<typeof placeOrder>>;

  beforeAll(async () => {
    customer = await newCustomer(t, '9330002101');
    sub = push.subscribe();
    expect(
      (await subscribe(customer, { audience: 'customer', subscription: asBrowser(sub) })).statusCode,
    ).toBe(200);
    order = await placeOrder(t, customer, { method: 'COD' });
    staff = await staffOf(order.restaurantId);
  });

  it('gets each step as a message signed with the server key and encrypted for this browser', async () => {
    await t.app.jobs.runDue();
    // Placing it themselves tells them nothing.
    expect(receivedBy(sub)).toEqual([]);

    const accepted = await post(t, `partner/orders/${order.id}/accept`, staff.token, { preparation_min: 20 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await t.app.jobs.runDue();
    const [message] = receivedBy(sub);
    expect(message!.json).toEqual({
      title: 'Preparing Food',
      body: expect.stringContaining(`your order ${order.uniqueOrderId}`),
      url: `/liveTrack/${order.id}`,
      tag: `order-${order.id}`,
    });
    expect(message!.vapidKey).toBe(publicKey);
    expect(message!.jwt).toMatchObject({ aud: push.url, sub: 'mailto:support@khabar.example' });
    expect(message).toMatchObject({ urgency: 'high', topic: `order-${order.id}`, ttl: 6 * 3600 });
    const [row] = await subscriptionRows(sub.endpoint);
    expect(row!.lastSentAt).toEqual(clock.now());
  });

  it('never twice for one step: running the queue again or enqueueing the step again sends nothing', async () => {
    const before = receivedBy(sub).length;
    await t.app.jobs.runDue();
    const [job] = await pushJobs(`push:event:%:${(await subscriptionRows(sub.endpoint))[0]!.id}`);
    expect(job).toMatchObject({ name: 'push-send', status: 'done', attempts: 1 });
    // The same step enqueued again (a repeated transaction): the singleton key makes no second job.
    await t.handle.db
      .insert(schema.jobs)
      .values({ ...job!, id: undefined })
      .onConflictDoNothing();
    // A job run again after it succeeded (at least once) finds it done and is not claimed.
    await t.handle.db.update(schema.jobs).set({ runAt: clock.now() }).where(eq(schema.jobs.id, job!.id));
    await t.app.jobs.runDue();
    expect(receivedBy(sub).length).toBe(before);
  });

  it('a 500 from the push service is tried again after the back-off, and delivered once', async () => {
    const captain = await logInCaptain(t, 1);
    await onDutyAt(t, captain, 22.5535, 88.3525);
    push.answerNext(pathOf(sub), [500]);
    // The dispatch found nobody on duty at the accept and tries again 15 s later: now it offers.
    clock.advance(15_000);
    await t.app.jobs.runDue();
    const me = (await post(t, 'captain/me', captain.token)).json().data;
    expect((await post(t, `captain/offers/${me.offer.id}/accept`, captain.token)).statusCode).toBe(200);
    const before = receivedBy(sub).length;
    await t.app.jobs.runDue();
    expect(push.requests.at(-1)).toMatchObject({ path: pathOf(sub), status: 500 });
    expect(receivedBy(sub).length).toBe(before);
    const [job] = (await pushJobs(`push:event:%`)).filter((j) => j.status === 'pending');
    expect(job).toMatchObject({ attempts: 1, lastError: 'the push service answered 500' });
    expect(job!.runAt.getTime() - clock.now().getTime()).toBe(5_000);

    await t.app.jobs.runDue(); // not yet due
    expect(receivedBy(sub).length).toBe(before);
    clock.advance(5_000);
    await t.app.jobs.runDue();
    expect(
      receivedBy(sub)
        .map((r) => (r.json as { title: string }).title)
        .slice(before),
    ).toEqual(['Delivery Agent Assigned']);

    // On to "Food is on the way", the step the issue names.
    expect((await post(t, `captain/orders/${order.id}/arrive`, captain.token)).statusCode).toBe(200);
    expect((await post(t, `captain/orders/${order.id}/pick-up`, captain.token)).statusCode).toBe(200);
    await t.app.jobs.runDue();
    expect(receivedBy(sub).at(-1)!.json).toMatchObject({
      title: 'Food is on the way',
      body: `Your rider has picked up your order ${order.uniqueOrderId} and is on the way.`,
      url: `/liveTrack/${order.id}`,
    });
  });

  it('a 410 (the browser unsubscribed) removes the subscription, with no retry', async () => {
    const gone = push.subscribe();
    const another = await newCustomer(t, '9330002102');
    await subscribe(another, { audience: 'customer', subscription: asBrowser(gone) });
    const placed = await placeOrder(t, another, { method: 'COD' });
    push.answerNext(pathOf(gone), [410]);
    const owner = await staffOf(placed.restaurantId);
    expect(
      (await post(t, `partner/orders/${placed.id}/accept`, owner.token, { preparation_min: 15 })).statusCode,
    ).toBe(200);
    await t.app.jobs.runDue();
    expect(push.requests.at(-1)).toMatchObject({ path: pathOf(gone), status: 410 });
    expect(await subscriptionRows(gone.endpoint)).toEqual([]);
    const jobs = (await pushJobs('push:event:%')).filter(
      (j) => (j.payload as { message: { url: string } }).message.url === `/liveTrack/${placed.id}`,
    );
    expect(jobs.map((j) => j.status)).toEqual(['done']);
  });
});

describe('the restaurant and the captain', () => {
  it('the restaurant’s staff are told of a new order, the captain of an offer', async () => {
    const staff = await staffOf(3);
    const staffBrowser = push.subscribe();
    const res = await subscribe(staff, {
      audience: 'restaurant',
      restaurant_id: 3,
      subscription: asBrowser(staffBrowser),
    });
    expect(res.statusCode, res.body).toBe(200);
    const captain = await logInCaptain(t, 2);
    const captainBrowser = push.subscribe();
    expect(
      (await subscribe(captain, { audience: 'captain', subscription: asBrowser(captainBrowser) })).statusCode,
    ).toBe(200);

    const customer = await newCustomer(t, '9330002201');
    const slug = (
      await t.handle.db
        .select({ slug: schema.restaurants.slug })
        .from(schema.restaurants)
        .where(eq(schema.restaurants.id, 3))
    )[0]!.slug;
    const placed = await placeOrder(t, customer, { method: 'COD', slug });
    await t.app.jobs.runDue();
    expect(receivedBy(staffBrowser).map((r) => r.json)).toEqual([
      {
        title: 'New order',
        body: expect.stringMatching(
          new RegExp(`^Order ${placed.uniqueOrderId}, ₹[\\d,]+\\.\\d\\d: accept it in time\\.$`),
        ),
        url: '/partner',
        tag: `new-order-${placed.id}`,
      },
    ]);

    await onDutyAt(t, captain, 22.5535, 88.3525);
    expect(
      (await post(t, `partner/orders/${placed.id}/accept`, staff.token, { preparation_min: 10 })).statusCode,
    ).toBe(200);
    await t.app.jobs.runDue();
    const offers = receivedBy(captainBrowser);
    expect(offers).toHaveLength(1);
    expect(offers[0]!.json).toMatchObject({ title: 'New delivery offer', url: '/captain' });
    // The push service keeps an offer no longer than the offer lasts.
    expect(offers[0]!.ttl).toBeLessThanOrEqual(60);
  });
});
