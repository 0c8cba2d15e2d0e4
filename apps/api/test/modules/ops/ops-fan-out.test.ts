// The ops channel across processes (decision 035): two API instances on one database, each with its
// own Redis connection; an order placed and accepted through A reaches a support agent's board stream
// held on B, and a reconnect on B replays what it missed from the log.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventBus } from '../../../src/adapters/events/event-bus.ts';
import { createRedisEventBus } from '../../../src/adapters/events/redis-event-bus.ts';
import { logIn } from '../../helpers/accounts.ts';
import { logInStaff, newCustomer, placeOrder, post } from '../../helpers/lifecycle.ts';
import { listen, openStream } from '../../helpers/streams.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('the ops stream across two API instances through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let buses: EventBus[];
  let baseB: string;

  beforeAll(async () => {
    const prefix = `khabar-test-${randomBytes(4).toString('hex')}:`;
    buses = [
      createRedisEventBus({ url: redisUrl!, prefix }),
      createRedisEventBus({ url: redisUrl!, prefix }),
    ];
    a = await createTestApp({ events: buses[0] });
    b = await createTestApp({ events: buses[1], handle: a.handle });
    baseB = await listen(b.app);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    for (const bus of buses ?? []) await bus.close();
  });

  it('brings an order placed and accepted through A to the board stream on B, and replays it there', async () => {
    const support = await logIn(b.app, '8000000002');
    const customer = await newCustomer(a, '9330050001');
    const s = await openStream(`${baseB}/api/admin/ops/events`, support.token);
    await s.nextComment();
    const placed = await placeOrder(a, customer, { method: 'COD' });
    expect(await s.next('placed')).toMatchObject({ order_id: placed.id, status_id: 1 });
    s.close();
    const staff = await logInStaff(a, placed.restaurantId);
    // Latency: from the accept call through A to the event on B's stream.
    const live = await openStream(`${baseB}/api/admin/ops/events`, support.token);
    await live.nextComment();
    const start = performance.now();
    const accepted = await post(a, `partner/orders/${placed.id}/accept`, staff.token, {
      preparation_min: 15,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await live.next('accepted');
    const ms = performance.now() - start;
    console.log(`status change through A to the ops stream on B (Redis): ${ms.toFixed(0)} ms`);
    expect(ms).toBeLessThan(1_000);
    live.close();
    const again = await openStream(`${baseB}/api/admin/ops/events`, support.token, 0);
    const replayed = [];
    for (;;) {
      const e = await again.next();
      replayed.push(e.type);
      if (e.order_id === placed.id && e.type === 'accepted') break;
    }
    expect(replayed).toContain('placed');
    again.close();
  });
});
