// An unexpected failure answers a bare 500 whose words say nothing about what broke: the error's
// message, stack or SQL stay in the server's log, never in the answer.
import { errorResponse } from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/load-config.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

const SECRET = 'relation "users" password=hunter2 at /srv/khabar/src/db.ts:42';
let app: FastifyInstance;
let closeDb: () => Promise<void>;
const logged: string[] = [];

beforeAll(async () => {
  const handle = await createTestDatabase();
  closeDb = handle.close;
  app = await buildApp({ config: loadConfig({ DATA_DIR: '/tmp/khabar-unused' }), db: handle, logger: false });
  // Routes that fail the ways real code does: a thrown Error, a rejected promise, an error that
  // claims a 500 status of its own. (Connection codes such as ECONNRESET read as the database
  // being away and answer 503: database-unavailable.test.ts.)
  app.get('/api/test-throws', async () => {
    throw new Error(SECRET);
  });
  app.get('/api/test-rejects', () => Promise.reject(new TypeError(SECRET)));
  app.get('/api/test-status-500', async () => {
    throw Object.assign(new Error(SECRET), { statusCode: 500, code: 'ERR_KHABAR_TEST' });
  });
  app.addHook('onError', async (_req, _reply, err) => {
    logged.push(err.message);
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await closeDb?.();
});

describe('an unexpected failure', () => {
  it.each(['/api/test-throws', '/api/test-rejects', '/api/test-status-500'])(
    '%s answers 500 with a generic message and no detail',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(500);
      const body = errorResponse.parse(res.json());
      expect(body).toEqual({
        success: false,
        code: 'INTERNAL',
        message: 'Something went wrong, please try again',
      });
      expect(res.body).not.toMatch(/hunter2|relation|srv|stack|ERR_KHABAR_TEST/);
      // The detail is not lost: the error still reaches the server's hooks and log.
      expect(logged).toContain(SECRET);
    },
  );
});
