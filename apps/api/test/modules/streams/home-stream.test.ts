// The home screen's stream (/api/promo-slider/events) also keeps the customer's restaurant list live:
// given the list's point, a change to a restaurant within reach of it (its staff's open switch, an
// admin's edit) says `restaurants_changed` once this process's catalog holds it, so the list asked
// again shows it; a stream with no point, or one whose point the restaurant does not reach, hears
// nothing of it. A point is both coordinates or neither.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInStaff, post, type Session } from '../../helpers/lifecycle.ts';
import { dishesOf } from '../../helpers/orders.ts';
import { listen, openStream, type TestStream } from '../../helpers/streams.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const PARK_STREET = { latitude: 22.5526, longitude: 88.3525 };
// Siliguri: no Kolkata restaurant delivers there or is within the self-pickup radius.
const SILIGURI = { latitude: 26.7271, longitude: 88.3953 };

let t: TestApp;
let base: string;
let staff: Session;
let aminiaId: number;
const opened: TestStream[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
  aminiaId = (await dishesOf(t, 'aminia-darbar')).restaurantId;
  staff = await logInStaff(t, aminiaId);
});
afterAll(async () => {
  for (const s of opened) s.close();
  await t?.close();
});

async function homeStream(point?: { latitude: number; longitude: number }) {
  const query = point ? `?latitude=${point.latitude}&longitude=${point.longitude}` : '';
  const stream = await openStream(`${base}/api/promo-slider/events${query}`, null);
  opened.push(stream);
  expect(stream.status).toBe(200);
  await stream.nextComment();
  return stream;
}

/** 'heard' if the stream says restaurants_changed within the wait, else 'silent'. */
const heardWithin = (stream: TestStream, ms: number) =>
  Promise.race([
    stream.next('restaurants_changed').then(() => 'heard'),
    new Promise((r) => setTimeout(() => r('silent'), ms)),
  ]);

const isOpenNearParkStreet = async () => {
  const res = await post(t, 'get-delivery-restaurants', null, PARK_STREET);
  return (res.json() as Array<{ id: number; is_open: number }>).find((r) => r.id === aminiaId)?.is_open;
};

describe('the restaurant list’s live changes', () => {
  it('a restaurant paused and reopened by its staff is told to a list near it, and to no other', async () => {
    const near = await homeStream(PARK_STREET);
    const far = await homeStream(SILIGURI);
    const carouselOnly = await homeStream();
    expect(await isOpenNearParkStreet()).toBe(1);

    const paused = near.next('restaurants_changed');
    const farHeard = heardWithin(far, 500);
    const carouselHeard = heardWithin(carouselOnly, 500);
    const res = await post(t, `partner/restaurants/${aminiaId}/open`, staff.token, { is_open: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(await paused).toMatchObject({
      type: 'restaurants_changed',
      payload: { restaurant_ids: [aminiaId] },
    });
    // Said once the catalog holds it: the list asked now shows it closed.
    expect(await isOpenNearParkStreet()).toBe(0);
    expect(await farHeard).toBe('silent');
    expect(await carouselHeard).toBe('silent');

    const reopened = near.next('restaurants_changed');
    await post(t, `partner/restaurants/${aminiaId}/open`, staff.token, { is_open: true });
    await reopened;
    expect(await isOpenNearParkStreet()).toBe(1);
  });

  it('a point is both coordinates, as numbers', async () => {
    for (const query of [
      '?latitude=22.55',
      '?longitude=88.35',
      '?latitude=north&longitude=88.35',
      '?latitude=95&longitude=88',
    ]) {
      const stream = await openStream(`${base}/api/promo-slider/events${query}`, null);
      opened.push(stream);
      expect(stream.status, query).toBe(400);
    }
  });
});
