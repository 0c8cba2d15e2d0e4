// The restaurant list is served from memory (decision 002) and is never more than a minute behind
// the database, even for a change nobody announced: the first request after the minute reloads it.
import { schema } from '@khabar/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const PARK_STREET = { latitude: 22.553, longitude: 88.352 };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

async function activeFlagOf(slug: string): Promise<number | undefined> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/get-delivery-restaurants',
    payload: PARK_STREET,
  });
  return res.json().find((r: { slug: string }) => r.slug === slug)?.is_active;
}

describe('the in-memory catalog', () => {
  it('keeps its copy within the minute, and reloads a change made behind its back after it', async () => {
    // Only the wall clock moves by hand; timers stay real so the reload can run.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect(await activeFlagOf('aminia-darbar')).toBe(1);
    await t.handle.db
      .update(schema.restaurants)
      .set({ isActive: false })
      .where(eq(schema.restaurants.slug, 'aminia-darbar'));

    vi.setSystemTime(Date.now() + 30_000);
    expect(await activeFlagOf('aminia-darbar')).toBe(1);

    vi.setSystemTime(Date.now() + 31_000);
    let flag = await activeFlagOf('aminia-darbar');
    // The request that finds the copy stale starts the reload without waiting for it.
    for (let i = 0; i < 200 && flag !== 0; i++) {
      await new Promise((r) => setTimeout(r, 25));
      flag = await activeFlagOf('aminia-darbar');
    }
    expect(flag).toBe(0);
  });
});
