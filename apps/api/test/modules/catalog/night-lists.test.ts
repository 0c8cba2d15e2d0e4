import { getRestaurantsNearResponse, restaurant } from '@khabar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

// At night nothing is open, and the lists say when each restaurant opens instead of a delivery time
// (issue 23, item 10): the server's clock moves here, as a test clock does in the browser tests.
const PARK_STREET = { latitude: 22.553, longitude: 88.352 };
/** Friday 2026-11-20, 00:06 in Kolkata. */
const JUST_AFTER_MIDNIGHT = new Date('2026-11-19T18:36:00Z');

let now = LUNCH_TIME;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(() => t?.close());

const list = async () =>
  getRestaurantsNearResponse.parse(
    (
      await t.app.inject({ method: 'POST', url: '/api/get-delivery-restaurants', payload: PARK_STREET })
    ).json(),
  );
const bySlug = async (slug: string) => (await list()).find((r) => r.slug === slug);

describe('the next opening in the lists', () => {
  it('is null while a restaurant is open, and for a paused or switched-off one', async () => {
    now = LUNCH_TIME;
    const aminia = await bySlug('aminia-darbar');
    expect(aminia).toMatchObject({ is_open: 1, opens_at: null, opens_at_text: '' });
    expect(aminia?.opening_hours_text).toBe('11:00 am - 11:00 pm');
    expect(() => restaurant.strict().parse(aminia)).not.toThrow();
    // Esplanade Chinese Bowl is paused and Sealdah Station Eats switched off in the demo city.
    expect(await bySlug('esplanade-chinese-bowl')).toMatchObject({ is_open: 0, opens_at: null });
    expect(await bySlug('sealdah-station-eats')).toMatchObject({ is_active: 0, opens_at: null });
  });

  it('says when each one opens just after midnight, and the hours that end at midnight', async () => {
    now = JUST_AFTER_MIDNIGHT;
    const all = await list();
    expect(all.filter((r) => r.is_open)).toEqual([]);
    const breakfast = all.find((r) => r.slug === 'college-street-coffee-house');
    expect(breakfast).toMatchObject({
      opens_at: '2026-11-20T01:30:00.000Z',
      opens_at_text: 'Opens at 7:00 am',
      opening_hours_text: '7:00 am - 3:00 pm',
    });
    expect(all.find((r) => r.slug === 'camac-street-grill')).toMatchObject({
      opens_at_text: 'Opens at 12:00 pm',
      opening_hours_text: '12:00 pm till midnight',
    });
    // The earliest of them all: 7:00 am.
    const first = all.flatMap((r) => (r.opens_at ? [r.opens_at] : [])).sort()[0];
    expect(first).toBe('2026-11-20T01:30:00.000Z');
    // The menu's answer says the same.
    const info = (
      await t.app.inject({ method: 'POST', url: '/api/get-restaurant-info/camac-street-grill' })
    ).json();
    expect(info.data ?? info).toMatchObject({ is_open: 0, opens_at_text: 'Opens at 12:00 pm' });
  });

  it('counts from the new minute: at 11:00 pm the split-shift kitchens open tomorrow', async () => {
    now = new Date('2026-11-19T17:31:00Z'); // Thursday 23:01
    expect(await bySlug('dum-pukht-darbar')).toMatchObject({
      is_open: 0,
      opens_at_text: 'Opens tomorrow at 11:30 am',
    });
  });
});
