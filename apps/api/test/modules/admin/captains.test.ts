// Captains in the back office: any operator sees every captain (duty, suspension, position, the order
// they carry); admins onboard a phone as a captain, suspend one (off duty, their open offer goes to the
// next captain, no more offers, no going on duty, a trip in hand left to finish) and reinstate them.
// Every change is in the audit log.
import { schema } from '@khabar/db';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, testClock } from '../../helpers/accounts.ts';
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

const clock = testClock(LUNCH_TIME);
let t: TestApp;
let admin: Session;
let support: Session;
let customer: Session;
let staff: Session;
let seeded: Awaited<ReturnType<typeof logInCaptain>>;
let here: { lat: number; lng: number };

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  admin = await logIn(t.app, '8000000001');
  support = await logIn(t.app, '8000000002');
  customer = await newCustomer(t, '9330010001', 20_000_00);
  seeded = await logInCaptain(t, 7);
  const [aminia] = await t.handle.db
    .select()
    .from(schema.restaurants)
    .where(eq(schema.restaurants.slug, 'aminia-darbar'));
  staff = await logInStaff(t, aminia!.id);
  here = { lat: aminia!.latitude, lng: aminia!.longitude };
});
afterAll(() => t?.close());

type Captain = {
  id: number;
  user_id: number | null;
  name: string;
  phone: string;
  vehicle_number: string;
  is_on_duty: boolean;
  suspended_at: string | null;
  version: number;
  carrying_order: { id: number; unique_order_id: string; orderstatus_id: number } | null;
};

const captains = async (who = support) => {
  const res = await post(t, 'admin/captains', who.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Captain[];
};
const captainById = async (id: number) => (await captains()).find((c) => c.id === id)!;

async function onboard(phone: string, name = 'Rakesh Mondal', vehicle = 'wb 02  an 1041') {
  const res = await post(t, 'admin/captains/onboard', admin.token, { phone, name, vehicle_number: vehicle });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Captain;
}

const offerOf = async (who: Session) =>
  (await post(t, 'captain/me', who.token)).json().data.offer as { id: number; order: { id: number } } | null;

/** An order of Aminia Darbar accepted by its kitchen, then dispatch run. */
async function acceptedOrder() {
  const placed = await placeOrder(t, customer, { method: 'COD' });
  const res = await post(t, `partner/orders/${placed.id}/accept`, staff.token, { preparation_min: 20 });
  expect(res.statusCode, res.body).toBe(200);
  await t.app.jobs.runDue();
  return placed;
}

describe('who may manage captains', () => {
  it('any operator lists every captain with duty, suspension, position and version', async () => {
    const rows = await captains(support);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.find((c) => c.id === seeded.partnerId)).toMatchObject({
      phone: '6000000007',
      is_on_duty: false,
      suspended_at: null,
      is_demo: true,
      version: 1,
      carrying_order: null,
      user_id: seeded.user.id,
    });
  });

  it('refuses changes to support, customers, restaurant staff and captains (403); listing to non-operators', async () => {
    const target = await captainById(seeded.partnerId);
    const calls: Array<[string, object]> = [
      ['admin/captains/onboard', { phone: '9330010099', name: 'Sneaky Rider', vehicle_number: 'WB 01 A 1' }],
      [`admin/captains/${target.id}/suspend`, { version: target.version, reason: 'No reason' }],
      [`admin/captains/${target.id}/reinstate`, { version: target.version }],
    ];
    for (const [url, body] of calls) {
      for (const who of [support, customer, staff, seeded]) {
        const res = await post(t, url, who.token, body);
        expect(res.statusCode, `${url} as ${who.user.name}`).toBe(403);
      }
      expect((await post(t, url, null, body)).statusCode).toBe(401);
    }
    for (const who of [customer, staff, seeded]) {
      expect((await post(t, 'admin/captains', who.token)).statusCode).toBe(403);
    }
    expect(await captainById(target.id)).toEqual(target);
    expect((await captains()).some((c) => c.phone === '9330010099')).toBe(false);
  });
});

describe('onboarding a captain', () => {
  it('makes the account; the captain logs in with a code and goes on duty in the captain app', async () => {
    const made = await onboard('9330010010');
    expect(made).toMatchObject({
      name: 'Rakesh Mondal',
      phone: '9330010010',
      vehicle_number: 'WB 02 AN 1041',
      is_on_duty: false,
      suspended_at: null,
      is_demo: false,
      version: 1,
      carrying_order: null,
    });
    const rider = await logIn(t.app, '9330010010');
    expect(rider.user.id).toBe(made.user_id);
    const duty = await post(t, 'captain/duty', rider.token, { on_duty: true });
    expect(duty.statusCode, duty.body).toBe(200);
    expect(duty.json().data).toMatchObject({
      id: made.id,
      is_on_duty: true,
      vehicle_number: 'WB 02 AN 1041',
    });
    expect((await captainById(made.id)).is_on_duty).toBe(true);
    await post(t, 'captain/duty', rider.token, { on_duty: false });
  });

  it('keeps an existing account; one captain per account (409)', async () => {
    const made = await onboard('9330010001', 'Mitali Sen', 'KA01AB1234');
    expect(made).toMatchObject({ user_id: customer.user.id, vehicle_number: 'KA01AB1234' });
    for (const phone of ['9330010001', '6000000007']) {
      const again = await post(t, 'admin/captains/onboard', admin.token, {
        phone,
        name: 'Someone Else',
        vehicle_number: 'WB 01 X 1',
      });
      expect(again.statusCode, phone).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'CONFLICT',
        message: expect.stringMatching(new RegExp(`^phone ${phone} already belongs to the captain `)),
        errors: [{ path: 'phone' }],
      });
    }
  });

  it('refuses a phone that is already another captain’s own number, with or without an account (409 naming the field)', async () => {
    // The demo seed's first riders were set up before captains had accounts: only their phone says who.
    const [rider] = await t.handle.db
      .select()
      .from(schema.deliveryPartners)
      .where(isNull(schema.deliveryPartners.userId))
      .limit(1);
    expect(rider).toBeDefined();
    const before = (await captains()).length;
    const res = await post(t, 'admin/captains/onboard', admin.token, {
      phone: rider!.phone,
      name: 'Someone Else',
      vehicle_number: 'WB 01 X 1',
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      message: `phone ${rider!.phone} already belongs to the captain ${rider!.name}: one captain per phone.`,
      errors: [
        {
          path: 'phone',
          message: `phone ${rider!.phone} already belongs to the captain ${rider!.name}: one captain per phone.`,
        },
      ],
    });
    expect((await captains()).length).toBe(before);
    expect((await captains()).filter((c) => c.phone === rider!.phone)).toHaveLength(1);
  });

  it('onboarding one new phone twice at once makes one captain and one account', async () => {
    const burst = await Promise.all(
      [1, 2, 3].map(() =>
        post(t, 'admin/captains/onboard', admin.token, {
          phone: '9330010060',
          name: 'Burst Rider',
          vehicle_number: 'WB 12 G 6000',
        }),
      ),
    );
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const accounts = await t.handle.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.phone, '9330010060'));
    expect(accounts).toHaveLength(1);
    expect((await captains()).filter((c) => c.phone === '9330010060')).toHaveLength(1);
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const count = (await captains()).length;
    const good = { phone: '9330010020', name: 'Anil Das', vehicle_number: 'WB 06 C 2210' };
    const cases: Array<[object, RegExp]> = [
      [{ phone: '12345' }, /10-digit mobile number/],
      [{ phone: '5330010020' }, /10-digit mobile number/],
      [{ name: 'A' }, /name of 2 to 60/],
      [{ name: 'An\u0000il' }, /^name contains a NUL character/],
      [{ vehicle_number: 'WB1' }, /^vehicle_number must be 4 to 15 letters, digits and spaces/],
      [{ vehicle_number: 'WB-06-C-2210' }, /^vehicle_number must be/],
      [{ vehicle_number: 'WB 06 C 2210 1234' }, /^vehicle_number must be/],
      [{ vehicle_number: 42_000 }, /^vehicle_number must be/],
      [{ vehicle_number: undefined }, /^vehicle_number must be/],
    ];
    for (const [patch, message] of cases) {
      const res = await post(t, 'admin/captains/onboard', admin.token, { ...good, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().message, JSON.stringify(patch)).toMatch(message);
    }
    const target = await captainById(seeded.partnerId);
    const suspendCases: Array<[string, object, RegExp]> = [
      [
        `admin/captains/${target.id}/suspend`,
        { version: target.version, reason: 'no' },
        /^reason must be 3 to 200/,
      ],
      [`admin/captains/${target.id}/suspend`, { version: target.version }, /^reason must be/],
      [
        `admin/captains/${target.id}/suspend`,
        { version: 0, reason: 'Rude to a customer' },
        /^version is not valid/,
      ],
      [
        `admin/captains/${target.id}/suspend`,
        { version: '1x', reason: 'Rude' },
        /^version must be a whole number/,
      ],
      [`admin/captains/${target.id}/suspend`, { version: 1, reason: 'x'.repeat(201) }, /^reason must be/],
      [`admin/captains/${target.id}/reinstate`, {}, /^version/],
      ['admin/captains/0/suspend', { version: 1, reason: 'Rude' }, /^captainId is not valid/],
    ];
    for (const [url, body, message] of suspendCases) {
      const res = await post(t, url, admin.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toMatch(message);
    }
    expect((await captains()).length).toBe(count);
    expect(await captainById(target.id)).toEqual(target);
  });
});

describe('suspending and reinstating', () => {
  it('takes a captain off duty, hands their open offer to the next captain, and refuses going on duty', async () => {
    const made = await onboard('9330010030', 'Sujoy Pal', 'WB 04 D 7788');
    const rider = await logIn(t.app, '9330010030');
    await onDutyAt(t, rider, here.lat + 0.002, here.lng);
    const placed = await acceptedOrder();
    expect((await offerOf(rider))?.order.id).toBe(placed.id);
    await onDutyAt(t, seeded, here.lat - 0.01, here.lng);

    const res = await post(t, `admin/captains/${made.id}/suspend`, admin.token, {
      version: 1,
      reason: 'Cash not handed over',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: made.id,
      is_on_duty: false,
      suspended_at: clock.now().toISOString(),
      version: 2,
    });
    expect(await offerOf(rider)).toBeNull();
    await t.app.jobs.runDue();
    expect((await offerOf(seeded))?.order.id).toBe(placed.id);

    const refused = await post(t, 'captain/duty', rider.token, { on_duty: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Your account is suspended. Call support.',
    });
    expect((await captainById(made.id)).is_on_duty).toBe(false);
    // Going off duty (already off) is still fine, and the app's home still opens.
    expect((await post(t, 'captain/duty', rider.token, { on_duty: false })).statusCode).toBe(200);
    expect((await post(t, 'captain/me', rider.token)).statusCode).toBe(200);

    // Even if their duty flag were left on, dispatch never offers a suspended captain an order.
    await t.handle.db
      .update(schema.deliveryPartners)
      .set({ isOnDuty: true })
      .where(eq(schema.deliveryPartners.id, made.id));
    const seededOffer = (await offerOf(seeded))!;
    expect((await post(t, `captain/offers/${seededOffer.id}/decline`, seeded.token)).statusCode).toBe(200);
    await post(t, 'captain/duty', seeded.token, { on_duty: false });
    await t.app.jobs.runDue();
    expect(await offerOf(rider)).toBeNull();
    await t.handle.db
      .update(schema.deliveryPartners)
      .set({ isOnDuty: false })
      .where(eq(schema.deliveryPartners.id, made.id));

    // Suspending twice, or with a stale version, is told; reinstating lets them go on duty again.
    expect(
      (
        await post(t, `admin/captains/${made.id}/suspend`, admin.token, { version: 2, reason: 'Again' })
      ).json(),
    ).toMatchObject({ code: 'CONFLICT', message: 'This captain is already suspended.' });
    const stale = await post(t, `admin/captains/${made.id}/reinstate`, admin.token, { version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Someone else changed this captain since you opened it. Reload to see their change, then save again.',
    );
    const back = await post(t, `admin/captains/${made.id}/reinstate`, admin.token, { version: 2 });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ suspended_at: null, is_on_duty: false, version: 3 });
    expect(
      (await post(t, `admin/captains/${made.id}/reinstate`, admin.token, { version: 3 })).json(),
    ).toMatchObject({ code: 'CONFLICT', message: 'This captain is not suspended.' });
    expect((await post(t, 'captain/duty', rider.token, { on_duty: true })).statusCode).toBe(200);
    // On duty again, the waiting order is offered to them at dispatch's next try.
    clock.advance(15_000);
    await t.app.jobs.runDue();
    expect((await offerOf(rider))?.order.id).toBe(placed.id);
    expect(
      (await post(t, 'admin/captains/99999999/suspend', admin.token, { version: 1, reason: 'Who' }))
        .statusCode,
    ).toBe(404);
  });

  it('leaves a trip in hand with the captain: the back office shows the order they carry', async () => {
    const made = await onboard('9330010040', 'Bapi Sarkar', 'WB 08 E 1200');
    const rider = await logIn(t.app, '9330010040');
    await onDutyAt(t, rider, here.lat + 0.001, here.lng);
    const placed = await acceptedOrder();
    const offer = (await offerOf(rider))!;
    expect(offer.order.id).toBe(placed.id);
    expect((await post(t, `captain/offers/${offer.id}/accept`, rider.token)).statusCode).toBe(200);
    expect((await captainById(made.id)).carrying_order).toMatchObject({ id: placed.id, orderstatus_id: 3 });

    const res = await post(t, `admin/captains/${made.id}/suspend`, admin.token, {
      version: 1,
      reason: 'Complaint from a restaurant',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ is_on_duty: false, carrying_order: { id: placed.id } });
    const [order] = await t.handle.db
      .select({ partnerId: schema.orders.deliveryPartnerId })
      .from(schema.orders)
      .where(eq(schema.orders.id, placed.id));
    expect(order?.partnerId).toBe(made.id);
    expect((await post(t, 'captain/me', rider.token)).json().data.trip.id).toBe(placed.id);
    expect((await post(t, `captain/orders/${placed.id}/arrive`, rider.token)).statusCode).toBe(200);
  });
});

describe('the audit log of captains', () => {
  it('has each onboarding, suspension (with its reason) and reinstatement, by the admin', async () => {
    const made = await onboard('9330010050', 'Tapas Roy', 'WB 10 F 4321');
    await post(t, `admin/captains/${made.id}/suspend`, admin.token, {
      version: 1,
      reason: 'Late three times',
    });
    await post(t, `admin/captains/${made.id}/reinstate`, admin.token, { version: 2 });
    const { entries } = (await post(t, 'admin/audit', admin.token, { entity: 'captain' })).json().data;
    const mine = entries.filter((e: { entity_id: string }) => e.entity_id === String(made.id));
    expect(
      mine.map((e: { action: string; actor: { role: string; user_id: number } }) => [
        e.action,
        e.actor.role,
        e.actor.user_id,
      ]),
    ).toEqual([
      ['captain.reinstate', 'admin', admin.user.id],
      ['captain.suspend', 'admin', admin.user.id],
      ['captain.onboard', 'admin', admin.user.id],
    ]);
    expect(mine[2].before).toBeNull();
    expect(mine[2].after).toMatchObject({ phone: '9330010050', vehicle_number: 'WB 10 F 4321', version: 1 });
    expect(mine[1].before).toMatchObject({ suspended_at: null, version: 1 });
    expect(mine[1].after).toMatchObject({
      suspended_at: clock.now().toISOString(),
      reason: 'Late three times',
      version: 2,
    });
    expect(mine[0].after).toMatchObject({ suspended_at: null, version: 3 });
    expect(JSON.stringify(mine)).not.toMatch(/latitude|longitude/);
  });
});
