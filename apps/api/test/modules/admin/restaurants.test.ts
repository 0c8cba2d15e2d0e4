// An admin opens a restaurant from nothing: its details and hours, its staff, its menu; customers find
// it once it has dishes, open by its hours; every change is versioned and in the audit log. The catalog
// is an admin's: support reads none of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../../helpers/accounts.ts';
import { newCustomer, post, type Session } from '../../helpers/lifecycle.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let admin: Session;
let support: Session;
let customer: Session;

beforeAll(async () => {
  t = await createTestApp({ now: () => LUNCH_TIME });
  admin = await logIn(t.app, '8000000001');
  support = await logIn(t.app, '8000000002');
  customer = await newCustomer(t, '9330009001', 2_000_00);
});
afterAll(() => t?.close());

// Near Salt Lake Sector V; LUNCH_TIME is a Thursday (day 4) at 13:00 in Kolkata.
const HERE = { latitude: 22.5726, longitude: 88.4312 };
const restaurant = (extra: object = {}) => ({
  name: 'Bhojohori Manna Sector V',
  description: 'Bengali, Seafood',
  address: 'Plot 12, Sector V, Salt Lake, Kolkata 700091',
  locality: 'Salt Lake',
  ...HERE,
  contact_number: '9830098300',
  price_for_two: 600,
  delivery_time_min: 35,
  packaging_percent: 2.5,
  commission_percent: 18,
  delivery_charge_type: 'DYNAMIC',
  base_delivery_charge: 30,
  base_delivery_distance_km: 3,
  extra_delivery_charge: 8,
  delivery_radius_km: 6,
  hours: [
    { day: 4, opens: '11:30', closes: '15:30' },
    { day: 4, opens: '18:30', closes: '23:00' },
    { day: 5, opens: '11:30', closes: '23:00' },
  ],
  ...extra,
});
const listed = async () =>
  (
    await t.app.inject({ method: 'POST', url: '/api/get-delivery-restaurants', payload: HERE })
  ).json() as Array<{
    id: number;
    is_open: number;
    is_active: number;
  }>;

describe('a restaurant from nothing', () => {
  it('is created with its hours and a slug from its name; customers find it once it has a dish', async () => {
    const res = await post(t, 'admin/restaurants/create', admin.token, restaurant());
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data;
    expect(r).toMatchObject({
      slug: 'bhojohori-manna-sector-v',
      image: 'restaurants/bhojohori-manna-sector-v.svg',
      packaging_percent: 2.5,
      commission_percent: 18,
      delivery_radius_km: 6,
      base_delivery_distance_km: 3,
      price_for_two: '600.00',
      is_active: true,
      version: 1,
    });
    expect(r.hours).toHaveLength(3);
    expect((await listed()).map((x) => x.id)).not.toContain(r.id);

    const category = (
      await post(t, `menu-editor/restaurants/${r.id}/categories`, admin.token, { name: 'Fish' })
    ).json().data;
    const dish = (
      await post(t, `menu-editor/categories/${category.id}/dishes`, admin.token, {
        name: 'Bhetki Paturi',
        price: 380,
        diet: 'non_veg',
      })
    ).json().data;
    const shown = (await listed()).find((x) => x.id === r.id);
    expect(shown).toMatchObject({ is_open: 1, is_active: 1 });

    const quote = await post(t, 'cart-quote', customer.token, {
      order: [{ id: dish.id, quantity: 1 }],
      coupon: '',
      driver_tip_amount: 0,
      delivery_type: 1,
      location: { lat: HERE.latitude, lng: HERE.longitude, address: 'Sector V' },
    });
    expect(quote.statusCode, quote.body).toBe(200);

    // Deactivated, it shows as unavailable and takes no orders; its audit trail says who did what.
    const off = await post(t, `admin/restaurants/${r.id}/update`, admin.token, {
      version: 1,
      is_active: false,
    });
    expect(off.json().data).toMatchObject({ is_active: false, version: 2 });
    expect((await listed()).find((x) => x.id === r.id)?.is_active).toBe(0);
    const { entries } = (await post(t, 'admin/audit', admin.token, { restaurant_id: r.id })).json().data;
    expect(entries.map((e: { action: string }) => e.action)).toEqual([
      'restaurant.deactivate',
      'item.create',
      'category.create',
      'restaurant.create',
    ]);
  });

  it('is open only inside its hours, which an admin changes', async () => {
    const r = (
      await post(t, 'admin/restaurants/create', admin.token, restaurant({ name: 'Evening Only' }))
    ).json().data;
    const c = (
      await post(t, `menu-editor/restaurants/${r.id}/categories`, admin.token, { name: 'Rolls' })
    ).json().data;
    await post(t, `menu-editor/categories/${c.id}/dishes`, admin.token, {
      name: 'Egg Roll',
      price: 60,
      diet: 'egg',
    });
    const evening = [{ day: 4, opens: '18:00', closes: '24:00' }];
    const res = await post(t, `admin/restaurants/${r.id}/update`, admin.token, {
      version: 1,
      hours: evening,
    });
    expect(res.json().data.hours).toEqual(evening);
    expect((await listed()).find((x) => x.id === r.id)?.is_open).toBe(0);
    await post(t, `admin/restaurants/${r.id}/update`, admin.token, { version: 2, hours: restaurant().hours });
    expect((await listed()).find((x) => x.id === r.id)?.is_open).toBe(1);
  });

  it('takes its own slug, refuses a taken one, and numbers a repeated name', async () => {
    const again = (await post(t, 'admin/restaurants/create', admin.token, restaurant())).json().data;
    expect(again.slug).toBe('bhojohori-manna-sector-v-2');
    const own = await post(
      t,
      'admin/restaurants/create',
      admin.token,
      restaurant({ slug: 'manna-salt-lake' }),
    );
    expect(own.json().data.slug).toBe('manna-salt-lake');
    const taken = await post(
      t,
      'admin/restaurants/create',
      admin.token,
      restaurant({ slug: 'aminia-darbar' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Another restaurant already has the address aminia-darbar.');
    const renamed = await post(t, `admin/restaurants/${again.id}/update`, admin.token, {
      version: 1,
      slug: 'aminia-darbar',
    });
    expect(renamed.statusCode).toBe(409);
  });

  it('an update takes each field as the back office sends it, in its units; a null slug is made again from the name', async () => {
    const r = (
      await post(t, 'admin/restaurants/create', admin.token, restaurant({ name: 'Kasturi Salt Lake' }))
    ).json().data;
    const sent = {
      version: 1,
      name: 'Kasturi',
      slug: null,
      description: 'Bangladeshi',
      msg: '',
      price_for_two: 1350.5,
      packaging_percent: 3.25,
      commission_percent: 12,
      base_delivery_charge: 25,
      base_delivery_distance_km: 2.5,
      extra_delivery_charge: 7.5,
      delivery_radius_km: 5.5,
      delivery_time_min: 45,
      delivery_charge_type: 'FIXED',
      is_featured: true,
      is_pureveg: true,
      is_accept_cod: false,
    };
    const res = await post(t, `admin/restaurants/${r.id}/update`, admin.token, sent);
    expect(res.statusCode, res.body).toBe(200);
    // Read back as sent (percent, km, minutes), money as rupee strings, the slug made from the name.
    const { version: _v, slug: _s, ...fields } = sent;
    expect(res.json().data).toMatchObject({
      ...fields,
      slug: 'kasturi',
      price_for_two: '1350.50',
      base_delivery_charge: '25.00',
      extra_delivery_charge: '7.50',
      version: 2,
    });
    // Made from the name as create makes it: numbered when another restaurant has it.
    const other = (
      await post(t, 'admin/restaurants/create', admin.token, restaurant({ name: 'Kasturi Gariahat' }))
    ).json().data;
    const renamed = await post(t, `admin/restaurants/${other.id}/update`, admin.token, {
      version: 1,
      name: 'Kasturi',
      slug: null,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.slug).toBe('kasturi-2');
  });

  it('refuses a save against an older version', async () => {
    const r = (
      await post(t, 'admin/restaurants/create', admin.token, restaurant({ name: 'Versioned' }))
    ).json().data;
    const [a, b] = await Promise.all([
      post(t, `admin/restaurants/${r.id}/update`, admin.token, { version: 1, price_for_two: 700 }),
      post(t, `admin/restaurants/${r.id}/update`, admin.token, { version: 1, price_for_two: 800 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const details = (await post(t, `admin/restaurants/${r.id}/details`, admin.token)).json().data;
    expect(details.version).toBe(2);
  });
});

describe('staff', () => {
  it('an admin invites a phone; they log in, run the console and edit the menu; removed, they cannot', async () => {
    const r = (
      await post(t, 'admin/restaurants/create', admin.token, restaurant({ name: 'Staffed Kitchen' }))
    ).json().data;
    const invited = await post(t, `admin/restaurants/${r.id}/staff/invite`, admin.token, {
      phone: '9330009050',
      name: 'Tapas Mitra',
      role: 'owner',
    });
    expect(invited.json().data).toEqual([
      expect.objectContaining({ phone: '9330009050', role: 'owner', name: 'Tapas Mitra' }),
    ]);
    const owner = await logIn(t.app, '9330009050');
    const me = (await post(t, 'partner/me', owner.token)).json().data;
    expect(me.restaurants.map((x: { id: number }) => x.id)).toEqual([r.id]);
    expect(
      (await post(t, `menu-editor/restaurants/${r.id}/categories`, owner.token, { name: 'Thali' }))
        .statusCode,
    ).toBe(200);

    const removed = await post(t, `admin/restaurants/${r.id}/staff/${owner.user.id}/remove`, admin.token);
    expect(removed.json().data).toEqual([]);
    expect((await post(t, `menu-editor/restaurants/${r.id}`, owner.token)).statusCode).toBe(404);
    expect(
      (await post(t, `admin/restaurants/${r.id}/staff/${owner.user.id}/remove`, admin.token)).statusCode,
    ).toBe(404);
    const { entries } = (
      await post(t, 'admin/audit', admin.token, { entity: 'staff', restaurant_id: r.id })
    ).json().data;
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['staff.remove', 'staff.invite']);
  });

  it('support neither reads nor changes restaurants and their staff (403), nor do customers', async () => {
    const r = (
      await post(t, 'admin/restaurants/create', admin.token, restaurant({ name: 'Read Only' }))
    ).json().data;
    expect((await post(t, `admin/restaurants/${r.id}/details`, admin.token)).statusCode).toBe(200);
    expect((await post(t, `admin/restaurants/${r.id}/staff`, admin.token)).statusCode).toBe(200);
    for (const url of [
      'admin/restaurants',
      `admin/restaurants/${r.id}/details`,
      `admin/restaurants/${r.id}/staff`,
    ]) {
      const res = await post(t, url, support.token);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message, url).toBe('Only an admin can do this.');
      expect((await post(t, url, customer.token)).statusCode, url).toBe(403);
      expect((await post(t, url, null)).statusCode, url).toBe(401);
    }
    const changes: Array<[string, object]> = [
      ['admin/restaurants/create', restaurant({ name: 'Nope' })],
      [`admin/restaurants/${r.id}/update`, { version: 1, name: 'Nope' }],
      [`admin/restaurants/${r.id}/staff/invite`, { phone: '9330009051', name: 'Nope Nope', role: 'staff' }],
      [`admin/restaurants/${r.id}/staff/${admin.user.id}/remove`, {}],
    ];
    for (const [url, body] of changes) {
      expect((await post(t, url, support.token, body)).statusCode, url).toBe(403);
      expect((await post(t, url, customer.token, body)).statusCode, url).toBe(403);
    }
    expect((await post(t, 'admin/restaurants/99999/details', admin.token)).statusCode).toBe(404);
    // Support is refused before the restaurant is looked up: an id tells support nothing.
    expect((await post(t, 'admin/restaurants/99999/details', support.token)).statusCode).toBe(403);
  });
});

describe('input', () => {
  it('refuses what no restaurant can be, with a 400 naming the field, and writes nothing', async () => {
    const before = (await post(t, 'admin/restaurants', admin.token)).json().data.length;
    const cases: Array<[object, RegExp]> = [
      [{ delivery_radius_km: 0 }, /delivery_radius_km must be from 0.5 to 30 km/],
      [{ delivery_radius_km: 1000 }, /delivery_radius_km must be from 0.5 to 30 km/],
      [{ delivery_radius_km: 1e308 }, /delivery_radius_km/],
      [
        { hours: [{ day: 1, opens: '15:00', closes: '11:00' }] },
        /hours: Monday: a window must close after it opens/,
      ],
      [
        {
          hours: [
            { day: 2, opens: '11:00', closes: '16:00' },
            { day: 2, opens: '15:00', closes: '22:00' },
          ],
        },
        /hours: Tuesday: 11:00-16:00 overlaps the next window/,
      ],
      [{ hours: [{ day: 9, opens: '11:00', closes: '16:00' }] }, /day must be 0/],
      [{ slug: 'Bad Slug!' }, /slug may hold only/],
      [{ name: 'Nul\u0000Kitchen' }, /./],
      [{ latitude: 91 }, /latitude must be between -90 and 90/],
      [{ price_for_two: '1e3' }, /price_for_two must be a number/],
      [{ packaging_percent: 31 }, /packaging_percent must be from 0 to 30 %/],
      [{ commission_percent: 12.345 }, /at most 2 decimals/],
      [{ delivery_charge_type: 'FREE' }, /delivery_charge_type must be FIXED or DYNAMIC/],
      [{ contact_number: '12-34' }, /contact_number must be a 10 to 12 digit phone number/],
    ];
    for (const [extra, message] of cases) {
      const res = await post(
        t,
        'admin/restaurants/create',
        admin.token,
        restaurant({ name: 'Invalid Place', ...extra }),
      );
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await post(t, 'admin/restaurants', admin.token)).json().data.length).toBe(before);
    expect(
      (await post(t, 'admin/restaurants/1/update', admin.token, { name: 'No Version' })).statusCode,
    ).toBe(400);
  });
});
