// The demo autopilot drives an order nobody touches to Delivered in about three minutes through the
// same services as the consoles (actor 'system'), riding a demo captain along the route. What it leaves
// to the people who are there is in present-people.test.ts.
import { schema } from '@khabar/db';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusMessage } from '../../../src/adapters/events/event-bus.ts';
import { testClock } from '../../helpers/accounts.ts';
import { eventsOf, newCustomer, orderRow, placeOrder, post, type Session } from '../../helpers/lifecycle.ts';
import { createTestApp, LUNCH_TIME, type TestApp } from '../../helpers/test-app.ts';

const clock = testClock(LUNCH_TIME);
let t: TestApp;
let customer: Session;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { DEMO_AUTOPILOT: 'true' } });
  customer = await newCustomer(t, '9330006001', 500_000);
});
afterAll(() => t?.close());

/** Moves the clock a second at a time, running due jobs, until `done` or `limitMs` has passed. */
async function runFor(limitMs: number, done: () => Promise<boolean>): Promise<number> {
  const start = clock.now().getTime();
  while (clock.now().getTime() - start < limitMs) {
    await t.app.jobs.runDue();
    if (await done()) break;
    clock.advance(1_000);
  }
  return clock.now().getTime() - start;
}

describe('the demo autopilot', () => {
  it('on start, moves an order it finds stranded: the seeded order on its way is delivered', async () => {
    const [stranded] = await t.handle.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.orderstatusId, 4));
    expect(stranded).toBeDefined();
    // Two processes starting together (or one starting twice) resume it once.
    for (let i = 0; i < 2; i++) {
      await t.app.jobs.start();
      await t.app.jobs.stop();
    }
    const resumes = await t.handle.db
      .select()
      .from(schema.jobs)
      .where(like(schema.jobs.singletonKey, `autopilot:${stranded!.id}:resume:%`));
    expect(resumes).toHaveLength(1);
    await runFor(5 * 60_000, async () => (await orderRow(t, stranded!.id)).orderstatusId === 5);
    expect((await orderRow(t, stranded!.id)).orderstatusId).toBe(5);
    expect((await eventsOf(t, stranded!.id)).map((e) => [e.type, e.actorType])).toContainEqual([
      'delivered',
      'system',
    ]);
  });

  it('delivers an untouched delivery order in about three minutes, posting positions along the way', async () => {
    const placed = await placeOrder(t, customer, { method: 'COD' });
    const heard: BusMessage[] = [];
    const stop = t.app.events.subscribe(`order:${placed.id}`, (m) => heard.push(m));
    const took = await runFor(10 * 60_000, async () => (await orderRow(t, placed.id)).orderstatusId === 5);
    stop();
    expect((await orderRow(t, placed.id)).orderstatusId).toBe(5);
    expect(took).toBeGreaterThan(150_000);
    expect(took).toBeLessThan(240_000);
    const events = (await eventsOf(t, placed.id)).filter((e) => e.type !== 'offered');
    expect(events.map((e) => [e.type, e.actorType])).toEqual([
      ['placed', 'customer'],
      ['accepted', 'system'],
      ['assigned', 'system'],
      ['arrived', 'system'],
      ['ready', 'system'],
      ['picked_up', 'system'],
      ['delivered', 'system'],
    ]);
    const positions = heard.filter((m) => m.type === 'position');
    expect(positions.length).toBeGreaterThanOrEqual(20);
    const last = positions[positions.length - 1]!.payload;
    const order = await orderRow(t, placed.id);
    expect(last).toMatchObject({ latitude: order.latitude, longitude: order.longitude });
    const details = (await post(t, 'get-order-details', customer.token, { order_id: placed.id })).json().data;
    expect(details.delivery_details).toMatchObject({
      name: expect.any(String),
      vehicle_number: expect.stringMatching(/^WB/),
    });
  });

  it('hands a pickup order over at the counter', async () => {
    const placed = await placeOrder(t, customer, { method: 'WALLET', deliveryType: 2 });
    await runFor(5 * 60_000, async () => (await orderRow(t, placed.id)).orderstatusId === 5);
    expect((await eventsOf(t, placed.id)).map((e) => e.type)).toEqual([
      'placed',
      'accepted',
      'ready',
      'handed_over',
    ]);
  });
});
