import type { DbHandle } from '@khabar/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/load-config.ts';
import { createTestDatabase } from './test-database.ts';

/** Thursday 2026-11-19, 13:00 in Kolkata: lunch time, most demo restaurants open. */
export const LUNCH_TIME = new Date('2026-11-19T07:30:00Z');

export interface TestApp {
  app: FastifyInstance;
  handle: DbHandle;
  close(): Promise<void>;
}

export async function createTestApp(
  options: { now?: () => Date; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const handle = await createTestDatabase();
  const config = loadConfig({ DATA_DIR: '/tmp/khabar-unused', ...options.env });
  const app = await buildApp({ config, db: handle, now: options.now ?? (() => LUNCH_TIME), logger: false });
  await app.ready();
  return {
    app,
    handle,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
