// WEB_CONCURRENCY runs several API processes sharing the port (decision 013), on PostgreSQL and Redis
// only: the embedded PGlite folder can be opened by one process, so there the server runs one and
// says why.
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../helpers/server-process.ts';
import { createPgliteTestDataDir, createPostgresTestDatabase } from '../helpers/test-database.ts';

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

function childrenOf(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
}

describe('WEB_CONCURRENCY', () => {
  it('runs one process on PGlite and says why', async () => {
    const dataDir = await createPgliteTestDataDir();
    const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_CONCURRENCY: '2' });
    try {
      expect(server.output()).toMatch(/WEB_CONCURRENCY=2 ignored, running one process: the embedded PGlite/);
      expect((await fetch(server.url('/api/health'))).status).toBe(200);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);

  it.skipIf(!databaseUrl || !redisUrl)(
    'runs that many processes on one port with PostgreSQL and Redis, and stops them all on SIGTERM',
    async () => {
      const db = await createPostgresTestDatabase(databaseUrl!);
      const server = await startServerProcess({
        DATABASE_URL: db.url,
        REDIS_URL: redisUrl!,
        REDIS_PREFIX: `khabar-test-${randomBytes(4).toString('hex')}:`,
        LOG_LEVEL: 'warn',
        WEB_CONCURRENCY: '2',
      });
      try {
        expect(server.output()).toMatch(/2 processes/);
        const workers = childrenOf(server.child.pid!);
        expect(workers).toHaveLength(2);
        const answers = await Promise.all(
          Array.from({ length: 20 }, () =>
            fetch(server.url('/api/get-delivery-restaurants'), {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ latitude: 22.553, longitude: 88.352 }),
            }).then((r) => r.status),
          ),
        );
        expect(answers.every((s) => s === 200)).toBe(true);
        server.child.kill('SIGTERM');
        expect((await server.exited).code).toBe(0);
        for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
      } finally {
        await server.stop();
        await db.drop();
      }
    },
    150_000,
  );
});
