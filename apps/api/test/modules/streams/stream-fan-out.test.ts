// Two API instances on one database, each with its own Redis connection (as two processes are): a
// status change committed through one reaches a customer's stream held by the other.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventBus } from '../../../src/adapters/events/event-bus.ts';
import { createRedisEventBus } from '../../../src/adapters/events/redis-event-bus.ts';
import { signUp } from '../../helpers/accounts.ts';
import { listen, openStream, placeCashOrder, recordEvent } from '../../helpers/streams.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('fan-out across two API instances through Redis', () => {
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

  it('delivers a change committed through A to the stream held on B, and replays it on B after a drop', async () => {
    const customer = await signUp(a.app, '9330000061', 'Ananya Sen');
    const orderId = await placeCashOrder(a, customer.token);
    const s = await openStream(`${baseB}/api/orders/${orderId}/events`, customer.token);
    await s.nextComment();
    const accepted = await recordEvent(a, { orderId, type: 'accepted', statusId: 2 }, a.app);
    expect(await s.next()).toMatchObject({ id: accepted, type: 'accepted', status_id: 2 });
    s.close();
    const ready = await recordEvent(a, { orderId, type: 'ready', statusId: 2 }, a.app);
    const again = await openStream(`${baseB}/api/orders/${orderId}/events`, customer.token, accepted);
    expect(await again.next()).toMatchObject({ id: ready, type: 'ready' });
    again.close();
  });
});
