// Webhooks out (issue 30, decision 054): admins add integrators' endpoints (support and everyone else
// 403), the secret is shown once and stored sealed, an order's steps reach a real local receiver that
// recomputes the HMAC and refuses a wrong one, a receiver's 500 is retried with the domain's back-off,
// a receiver that is down and then up gets the event once, and every change is in the audit log.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { schema } from '@khabar/db';
import { parseWebhookSignature, WEBHOOK_BACKOFF_MS, WEBHOOK_MAX_ATTEMPTS } from '@khabar/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_WEBHOOK_KEY } from '../../../src/config/load-config.ts';
import { checkWebhookUrl } from '../../../src/modules/webhooks/check-webhook-url.ts';
import { isPublicAddress, postWebhook } from '../../../src/modules/webhooks/post-webhook.ts';
import { openWebhookSecret } from '../../../src/modules/webhooks/webhook-secret.ts';
import { redactText } from '../../../src/plugins/log-serializers.ts';
import { logIn, testClock } from '../../helpers/accounts.ts';
import {
  logInCaptain,
  logInStaff,
  newCustomer,
  placeOrder,
  post,
  type Session,
} from '../../helpers/lifecycle.ts';
import { dishesOf } from '../../helpers/orders.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

interface Received {
  eventId: string;
  body: Record<string, unknown>;
  raw: string;
}

/**
 * An integrator's receiver: each path has its secret and the status it answers; a request whose
 * Khabar-Signature is not the HMAC of "<t>.<raw body>" under that secret, or is too old, is refused
 * with 400 and not recorded.
 */
class Receiver {
  readonly routes = new Map<string, { secret: string; answer: number; got: Received[]; refused: number }>();
  server: Server | null = null;
  port = 0;
  constructor(private readonly clock: () => Date) {}

  async start(port = 0) {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const route = this.routes.get(req.url ?? '');
        if (!route) return res.writeHead(404).end();
        const header = parseWebhookSignature(String(req.headers['khabar-signature'] ?? ''));
        const fresh = header && Math.abs(this.clock().getTime() / 1000 - header.timestamp) <= 300;
        const expected = header
          ? createHmac('sha256', route.secret).update(`${header.timestamp}.${raw}`).digest()
          : null;
        const valid =
          fresh &&
          expected &&
          header.signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected));
        if (!valid) {
          route.refused++;
          return res.writeHead(400).end('bad signature');
        }
        if (route.answer >= 200 && route.answer < 300) {
          route.got.push({ eventId: String(req.headers['khabar-event-id']), body: JSON.parse(raw), raw });
        }
        res.writeHead(route.answer).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
    this.server = null;
  }

  url(path: string) {
    return `http://127.0.0.1:${this.port}${path}`;
  }
}

let t: TestApp;
let admin: Session;
let support: Session;
let customer: Session;
let staff: Session;
let captain: Session;
let aminiaId: number;
let otherId: number;
const clock = testClock(LUNCH_TIME);
const receiver = new Receiver(clock.now);

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  await receiver.start();
  aminiaId = (await dishesOf(t, 'aminia-darbar')).restaurantId;
  const [other] = await t.handle.db
    .select({ id: schema.restaurants.id })
    .from(schema.restaurants)
    .where(and(eq(schema.restaurants.isActive, true)))
    .orderBy(desc(schema.restaurants.id))
    .limit(1);
  otherId = other!.id;
  admin = await logIn(t.app, '8000000001');
  support = await logIn(t.app, '8000000002');
  customer = await newCustomer(t, '9330019001', 50_000_00);
  staff = await logInStaff(t, aminiaId);
  captain = await logInCaptain(t, 5);
});
afterAll(async () => {
  await receiver.stop();
  await t?.close();
});

type Endpoint = {
  id: number;
  url: string;
  restaurant_id: number | null;
  events: string[];
  is_active: boolean;
  version: number;
  secret?: string;
  last_deliveries: Delivery[];
};
type Delivery = {
  id: number;
  event_id: string;
  order_id: number | null;
  status: string;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_try_at: string | null;
  delivered_at: string | null;
};

/** Adds an endpoint for a receiver path (Aminia's orders unless told) and teaches the receiver its secret. */
async function addEndpoint(path: string, body: object = {}, answer = 200) {
  const res = await post(t, 'admin/webhooks/create', admin.token, {
    url: receiver.url(path),
    restaurant_id: aminiaId,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  const endpoint = res.json().data as Endpoint & { secret: string };
  receiver.routes.set(path, { secret: endpoint.secret, answer, got: [], refused: 0 });
  return endpoint;
}

const deliveriesOf = async (id: number) => {
  const res = await post(t, `admin/webhooks/${id}/deliveries`, admin.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Delivery[];
};

const route = (path: string) => receiver.routes.get(path)!;

/** Switches an endpoint off once its test is done, so later orders do not pile work on it. */
async function switchOff(id: number) {
  const [row] = await t.handle.db
    .select({ version: schema.webhookEndpoints.version })
    .from(schema.webhookEndpoints)
    .where(eq(schema.webhookEndpoints.id, id));
  const res = await post(t, `admin/webhooks/${id}`, admin.token, { version: row!.version, is_active: false });
  expect(res.statusCode, res.body).toBe(200);
}

describe('who may manage webhooks', () => {
  it('refuses support (403), customers, staff and captains (403), and no session (401), on every call', async () => {
    const made = await addEndpoint('/who');
    const calls: Array<[string, object]> = [
      ['admin/webhooks', {}],
      ['admin/webhooks/create', { url: receiver.url('/sneaky') }],
      [`admin/webhooks/${made.id}`, { version: made.version, is_active: false }],
      [`admin/webhooks/${made.id}/rotate`, { version: made.version }],
      [`admin/webhooks/${made.id}/delete`, { version: made.version }],
      [`admin/webhooks/${made.id}/deliveries`, {}],
      [`admin/webhooks/${made.id}/test`, {}],
    ];
    for (const [url, body] of calls) {
      const bySupport = await post(t, url, support.token, body);
      expect(bySupport.statusCode, url).toBe(403);
      expect(bySupport.json().message, url).toBe('Only an admin can do this.');
      for (const who of [customer, staff, captain]) {
        expect((await post(t, url, who.token, body)).statusCode, `${url} ${who.user.name}`).toBe(403);
      }
      expect((await post(t, url, null, body)).statusCode, url).toBe(401);
    }
    // Nothing changed: still one endpoint at /who, active, version 1, and no test delivery queued.
    const [row] = await t.handle.db
      .select()
      .from(schema.webhookEndpoints)
      .where(eq(schema.webhookEndpoints.id, made.id));
    expect(row).toMatchObject({ isActive: true, version: 1 });
    expect(await deliveriesOf(made.id)).toEqual([]);
    await switchOff(made.id);
  });
});

describe('the secret', () => {
  it('is shown once at creation, never listed, stored only sealed, and never in the audit log', async () => {
    const made = await addEndpoint('/secret');
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = (await post(t, 'admin/webhooks', admin.token)).json().data as Endpoint[];
    const mine = listed.find((e) => e.id === made.id)!;
    expect(mine).toMatchObject({ url: receiver.url('/secret'), restaurant_id: aminiaId, is_active: true });
    expect(mine).not.toHaveProperty('secret');
    expect(JSON.stringify(listed)).not.toContain('whsec_');

    const [row] = await t.handle.db
      .select()
      .from(schema.webhookEndpoints)
      .where(eq(schema.webhookEndpoints.id, made.id));
    expect(row!.secretBox).not.toContain(made.secret.slice(6));
    expect(openWebhookSecret({ box: row!.secretBox, keyHex: DEVELOPMENT_WEBHOOK_KEY })).toBe(made.secret);
    // Sealed under another key, it does not open.
    expect(() => openWebhookSecret({ box: row!.secretBox, keyHex: 'cd'.repeat(32) })).toThrow();

    const audit = await t.handle.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entity, 'webhook'), eq(schema.auditLog.entityId, String(made.id))));
    expect(audit.map((a) => [a.action, a.actorUserId, a.restaurantId])).toEqual([
      ['webhook.create', admin.user.id, aminiaId],
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/whsec_|secret_box|secretBox/);
    // And a log line that held it would not: the redaction knows its shape.
    expect(redactText(`sent with ${made.secret}`)).toBe('sent with [redacted]');
    await switchOff(made.id);
  });

  it('rotates: a new secret shown once, the old one stops signing at once (the receiver refuses it)', async () => {
    const made = await addEndpoint('/rotate');
    const stale = await post(t, `admin/webhooks/${made.id}/rotate`, admin.token, {
      version: made.version + 1,
    });
    expect(stale.statusCode).toBe(409);
    const res = await post(t, `admin/webhooks/${made.id}/rotate`, admin.token, { version: made.version });
    expect(res.statusCode, res.body).toBe(200);
    const rotated = res.json().data as Endpoint & { secret: string };
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(made.secret);
    expect(rotated.version).toBe(made.version + 1);

    // The receiver still holds the old secret: the test event is refused, and stays to be retried.
    expect((await post(t, `admin/webhooks/${made.id}/test`, admin.token)).statusCode).toBe(200);
    await t.app.jobs.runDue();
    expect(route('/rotate').refused).toBe(1);
    expect((await deliveriesOf(made.id))[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_status_code: 400,
    });
    // Given the new secret, the next try is taken.
    route('/rotate').secret = rotated.secret;
    clock.advance(WEBHOOK_BACKOFF_MS[0]);
    await t.app.jobs.runDue();
    expect(route('/rotate').got).toHaveLength(1);
    expect((await deliveriesOf(made.id))[0]).toMatchObject({ status: 'delivered', attempts: 2 });
    await switchOff(made.id);
  });
});

describe('an order step reaches the receiver, signed', () => {
  it('sends placed and preparing for the restaurant followed, with no customer data; another restaurant hears nothing', async () => {
    const mine = await addEndpoint('/orders');
    const elsewhere = await addEndpoint('/elsewhere', { restaurant_id: otherId });
    const everyRestaurant = await addEndpoint('/city', { restaurant_id: null });
    const placedAt = clock.now().toISOString();
    const order = await placeOrder(t, customer, { method: 'WALLET' });
    const accepted = await post(t, `partner/orders/${order.id}/accept`, staff.token, { preparation_min: 15 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await t.app.jobs.runDue();

    // Deliveries are not ordered (each is its own job): a receiver orders them by occurred_at and event id.
    const got = route('/orders')
      .got.filter((g) => (g.body.data as { order_id: number }).order_id === order.id)
      .sort((a, b) => Number(a.eventId.slice(4)) - Number(b.eventId.slice(4)));
    expect(got.map((g) => (g.body.data as { status: string }).status)).toEqual(['placed', 'preparing']);
    expect(got[0]!.body).toEqual({
      id: got[0]!.eventId,
      type: 'order.status_changed',
      created_at: placedAt,
      data: {
        order_id: order.id,
        unique_order_id: order.uniqueOrderId,
        restaurant_id: aminiaId,
        status_id: 1,
        status: 'placed',
        occurred_at: placedAt,
      },
    });
    expect(got[0]!.eventId).toMatch(/^evt_\d+$/);
    expect(got[0]!.raw).not.toMatch(/9330019001|Mitali|Park Street/i);
    expect(route('/orders').refused).toBe(0);
    // The city-wide endpoint hears the same events, under the same event ids.
    const city = route('/city').got.filter(
      (g) => (g.body.data as { order_id: number }).order_id === order.id,
    );
    expect(city.map((g) => g.eventId).sort()).toEqual(got.map((g) => g.eventId).sort());
    expect(route('/elsewhere').got).toEqual([]);
    expect(await deliveriesOf(elsewhere.id)).toEqual([]);

    const listed = (await post(t, 'admin/webhooks', admin.token)).json().data as Endpoint[];
    const card = listed.find((e) => e.id === mine.id)!;
    expect(card.last_deliveries.slice(0, 2)).toMatchObject([
      { order_id: order.id, status: 'delivered', attempts: 1, last_status_code: 200, next_try_at: null },
      { order_id: order.id, status: 'delivered', attempts: 1, last_status_code: 200 },
    ]);
    for (const id of [mine.id, elsewhere.id, everyRestaurant.id]) await switchOff(id);
  });

  it('tells a switched-off endpoint nothing', async () => {
    const made = await addEndpoint('/off');
    await switchOff(made.id);
    await placeOrder(t, customer, { method: 'WALLET' });
    await t.app.jobs.runDue();
    expect(route('/off').got).toEqual([]);
    expect(await deliveriesOf(made.id)).toEqual([]);
  });
});

describe('retries', () => {
  it("retries a receiver's 500 after 30 s, then 2 min ..., and gives up after the last try", async () => {
    const made = await addEndpoint('/flaky', {}, 500);
    const order = await placeOrder(t, customer, { method: 'WALLET' });
    await t.app.jobs.runDue();
    const first = (await deliveriesOf(made.id)).find((d) => d.order_id === order.id)!;
    expect(first).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500 });
    expect(first.next_try_at).toBe(new Date(clock.now().getTime() + WEBHOOK_BACKOFF_MS[0]).toISOString());
    // Not before its time.
    clock.advance(WEBHOOK_BACKOFF_MS[0] - 1000);
    await t.app.jobs.runDue();
    expect((await deliveriesOf(made.id)).find((d) => d.id === first.id)!.attempts).toBe(1);
    clock.advance(1000);
    await t.app.jobs.runDue();
    const second = (await deliveriesOf(made.id)).find((d) => d.id === first.id)!;
    expect(second).toMatchObject({ status: 'pending', attempts: 2, last_status_code: 500 });
    expect(second.next_try_at).toBe(new Date(clock.now().getTime() + WEBHOOK_BACKOFF_MS[1]).toISOString());
    for (const wait of WEBHOOK_BACKOFF_MS.slice(1)) {
      clock.advance(wait);
      await t.app.jobs.runDue();
    }
    const last = (await deliveriesOf(made.id)).find((d) => d.id === first.id)!;
    expect(last).toMatchObject({
      status: 'failed',
      attempts: WEBHOOK_MAX_ATTEMPTS,
      last_status_code: 500,
      last_error: 'The receiver answered 500.',
      next_try_at: null,
    });
    // Nothing more is queued for it.
    clock.advance(24 * 3_600_000);
    await t.app.jobs.runDue();
    expect((await deliveriesOf(made.id)).find((d) => d.id === first.id)!.attempts).toBe(WEBHOOK_MAX_ATTEMPTS);
    await switchOff(made.id);
  });

  it('a receiver that is down, then up, gets the event once', async () => {
    const made = await addEndpoint('/down');
    const port = receiver.port;
    await receiver.stop();
    const res = await post(t, `admin/webhooks/${made.id}/test`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const queued = res.json().data as Delivery;
    expect(queued).toMatchObject({ status: 'pending', attempts: 0, order_id: null });
    await t.app.jobs.runDue();
    const failed = (await deliveriesOf(made.id))[0]!;
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, last_status_code: null });
    expect(failed.last_error).toMatch(/ECONNREFUSED/);

    await receiver.start(port);
    clock.advance(WEBHOOK_BACKOFF_MS[0]);
    await t.app.jobs.runDue();
    clock.advance(WEBHOOK_BACKOFF_MS[1] + WEBHOOK_BACKOFF_MS[2]);
    await t.app.jobs.runDue();
    expect(route('/down').got.map((g) => g.eventId)).toEqual([queued.event_id]);
    expect(route('/down').got[0]!.body).toMatchObject({ data: { order_id: 0, unique_order_id: 'TEST' } });
    expect((await deliveriesOf(made.id))[0]).toMatchObject({ status: 'delivered', attempts: 2 });
    await switchOff(made.id);
  });

  it('never follows a redirect: a 3xx is a failed try', async () => {
    const made = await addEndpoint('/moved', {}, 302);
    await post(t, `admin/webhooks/${made.id}/test`, admin.token);
    await t.app.jobs.runDue();
    expect((await deliveriesOf(made.id))[0]).toMatchObject({ status: 'pending', last_status_code: 302 });
    await switchOff(made.id);
  });
});

describe('changing and removing endpoints', () => {
  it('updates url, events and switch with the version read; a stale save is 409; each change audited', async () => {
    const made = await addEndpoint('/change');
    const res = await post(t, `admin/webhooks/${made.id}`, admin.token, {
      version: made.version,
      url: receiver.url('/changed'),
      is_active: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ url: receiver.url('/changed'), is_active: false, version: 2 });
    const stale = await post(t, `admin/webhooks/${made.id}`, admin.token, { version: 1, is_active: true });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Someone else changed this webhook/);
    const audit = await t.handle.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entity, 'webhook'), eq(schema.auditLog.entityId, String(made.id))))
      .orderBy(schema.auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['webhook.create', 'webhook.update']);
    expect(audit[1]!.before).toMatchObject({ url: receiver.url('/change'), is_active: true, version: 1 });
    expect(audit[1]!.after).toMatchObject({ url: receiver.url('/changed'), is_active: false, version: 2 });

    const gone = await post(t, `admin/webhooks/${made.id}/delete`, admin.token, { version: 1 });
    expect(gone.statusCode).toBe(409);
    await post(t, `admin/webhooks/${made.id}/test`, admin.token);
    const removed = await post(t, `admin/webhooks/${made.id}/delete`, admin.token, { version: 2 });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json().data as Endpoint[]).some((e) => e.id === made.id)).toBe(false);
    // Its deliveries went with it; the job queued for the test event finds nothing and is done.
    expect(
      await t.handle.db
        .select()
        .from(schema.webhookDeliveries)
        .where(eq(schema.webhookDeliveries.endpointId, made.id)),
    ).toEqual([]);
    await t.app.jobs.runDue();
    expect(route('/change').got).toEqual([]);
    expect((await post(t, `admin/webhooks/${made.id}/deliveries`, admin.token)).statusCode).toBe(404);
    const actions = await t.handle.db
      .select({ action: schema.auditLog.action })
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entity, 'webhook'), eq(schema.auditLog.entityId, String(made.id))))
      .orderBy(schema.auditLog.id);
    expect(actions.map((a) => a.action)).toEqual([
      'webhook.create',
      'webhook.update',
      'webhook.test',
      'webhook.delete',
    ]);
  });

  it('refuses bad input with 400 and unknown endpoints with 404', async () => {
    const made = await addEndpoint('/bad');
    const bad: object[] = [
      { url: 'ftp://example.com/hook' },
      { url: 'http://user:pass@example.com/hook' },
      { url: 'javascript:alert(1)' },
      { url: `https://example.com/${'a'.repeat(600)}` },
      { url: 'https://exa\u0000mple.com/hook' },
      { url: 42 },
      { url: receiver.url('/x'), events: [] },
      { url: receiver.url('/x'), events: ['order.deleted'] },
      { url: receiver.url('/x'), events: ['order.status_changed', 'order.status_changed'] },
      { url: receiver.url('/x'), restaurant_id: 1e30 },
      { url: receiver.url('/x'), restaurant_id: 99_999_999_999 },
      { url: receiver.url('/x'), restaurant_id: '0x10' },
      { url: receiver.url('/x'), restaurant_id: 2_000_000_000 },
    ];
    for (const body of bad) {
      const res = await post(t, 'admin/webhooks/create', admin.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{ version: 0 }, { version: made.version, is_active: 'yes' }, { version: 1e20 }]) {
      expect((await post(t, `admin/webhooks/${made.id}`, admin.token, body)).statusCode).toBe(400);
    }
    expect((await post(t, 'admin/webhooks/0x1', admin.token, { version: 1 })).statusCode).toBe(400);
    expect((await post(t, 'admin/webhooks/99999999', admin.token, { version: 1 })).statusCode).toBe(404);
    expect((await post(t, 'admin/webhooks/99999999/test', admin.token)).statusCode).toBe(404);
    expect((await post(t, 'admin/webhooks/99999999/rotate', admin.token, { version: 1 })).statusCode).toBe(
      404,
    );
    const count = await t.handle.db.select().from(schema.webhookEndpoints);
    expect(count.filter((e) => e.url.includes('/x'))).toEqual([]);
    await switchOff(made.id);
  });
});

describe('where deliveries may go (SSRF)', () => {
  it('in production, saves only https URLs of public hosts', async () => {
    await expect(checkWebhookUrl({ url: 'http://example.com/hook', allowPrivate: false })).rejects.toThrow(
      'url must be an https address',
    );
    for (const url of [
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://localhost/hook',
    ]) {
      await expect(checkWebhookUrl({ url, allowPrivate: false }), url).rejects.toThrow(/public address/);
    }
    await expect(
      checkWebhookUrl({ url: 'https://93.184.215.14/hook', allowPrivate: false }),
    ).resolves.toBeUndefined();
    // Outside production a local receiver is allowed (tests, development).
    await expect(
      checkWebhookUrl({ url: 'http://127.0.0.1:9/hook', allowPrivate: true }),
    ).resolves.toBeUndefined();
  });

  it('refuses at connect time a host that resolves to a private address (DNS rebinding)', async () => {
    const send = (url: string) => postWebhook({ url, body: '{}', headers: {}, allowPrivate: false });
    await expect(send(receiver.url('/orders'))).rejects.toThrow('refused: 127.0.0.1 is not a public address');
    await expect(send(`http://localhost:${receiver.port}/orders`)).rejects.toThrow(/is not a public address/);
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '192.168.1.1',
      '172.16.0.1',
      '169.254.169.254',
      '::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
      'nonsense',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });
});
