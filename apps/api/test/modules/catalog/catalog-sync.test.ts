// A change to a restaurant reaches the in-memory catalog of every API process at once (through the
// bus), not after the one-minute reload: two app instances on one database, each with its own bus
// connection, like two servers.
import { randomBytes } from 'node:crypto';
import { schema } from '@khabar/db';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventBus } from '../../../src/adapters/events/event-bus.ts';
import { createLocalEventBus } from '../../../src/adapters/events/local-event-bus.ts';
import { createRedisEventBus } from '../../../src/adapters/events/redis-event-bus.ts';
import { publishCatalogChange } from '../../../src/modules/catalog/publish-catalog-change.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const PARK_STREET = { latitude: 22.553, longitude: 88.352 };
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function twoProcesses(makeBus: () => EventBus): Promise<[TestApp, TestApp]> {
  const busA = makeBus();
  const busB = makeBus();
  const a = await createTestApp({ events: busA });
  const b = await createTestApp({ events: busB, handle: a.handle });
  cleanups.push(async () => {
    await b.close();
    await a.close();
    await busA.close();
    await busB.close();
  });
  return [a, b];
}

async function activeFlagOf(t: TestApp, slug: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/get-delivery-restaurants',
    payload: PARK_STREET,
  });
  return res.json().find((r: { slug: string }) => r.slug === slug)?.is_active;
}

async function deactivateOn(a: TestApp, slug: string) {
  await a.handle.db
    .update(schema.restaurants)
    .set({ isActive: false })
    .where(eq(schema.restaurants.slug, slug));
  await publishCatalogChange({
    db: a.app.db,
    events: a.app.events,
    catalog: a.app.catalog,
    now: a.app.now,
    origin: a.app.instanceId,
    payload: { slug },
  });
}

/** The bus delivers asynchronously: wait for the other process to have heard and reloaded. */
async function untilReloaded(t: TestApp, since: number) {
  while (t.app.catalog.loadedAt <= since) await new Promise((r) => setTimeout(r, 10));
  await t.app.catalogSync.settled();
}

describe('catalog changes reach every process', () => {
  it('in one process, the in-process bus reloads the catalog at once', async () => {
    const bus = createLocalEventBus();
    const [a, b] = await twoProcesses(() => bus);
    expect(await activeFlagOf(b, 'aminia-darbar')).toBe(1);
    const before = b.app.catalog.loadedAt;
    await deactivateOn(a, 'aminia-darbar');
    await untilReloaded(b, before);
    expect(await activeFlagOf(b, 'aminia-darbar')).toBe(0);
  });

  it.skipIf(!process.env.REDIS_URL)('across processes, through Redis', async () => {
    const prefix = `khabar-test-${randomBytes(4).toString('hex')}:`;
    const [a, b] = await twoProcesses(() => createRedisEventBus({ url: process.env.REDIS_URL!, prefix }));
    await b.app.events.whenSubscribed('catalog');
    expect(await activeFlagOf(b, 'aminia-darbar')).toBe(1);
    const before = b.app.catalog.loadedAt;
    await deactivateOn(a, 'aminia-darbar');
    await untilReloaded(b, before);
    expect(await activeFlagOf(b, 'aminia-darbar')).toBe(0);
  });
});
