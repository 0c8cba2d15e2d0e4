// SIGTERM (a deploy, a scale-down) stops the real server gracefully: no new connections, the request in
// flight still gets its answer, then the database is closed and the process exits 0.
import { rmSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { createPgliteTestDataDir, createPostgresTestDatabase } from '../helpers/test-database.ts';

const databaseUrl = process.env.DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('SIGTERM', () => {
  let server: ServerProcess;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    if (databaseUrl) {
      const db = await createPostgresTestDatabase(databaseUrl);
      server = await startServerProcess({ DATABASE_URL: db.url, LOG_LEVEL: 'warn' });
      cleanup = () => db.drop();
    } else {
      const dataDir = await createPgliteTestDataDir();
      server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
      cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);

  afterAll(async () => {
    await server?.stop();
    await cleanup?.();
  });

  it('finishes the request in flight, then exits 0', async () => {
    const body = JSON.stringify({ q: 'biryani' });
    const socket = connect(server.port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let response = '';
    socket.on('data', (c) => {
      response += c.toString();
    });
    const ended = new Promise((r) => socket.once('close', r));
    // Headers and half the body: the request has started when the signal arrives.
    socket.write(
      `POST /api/search-restaurants HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
    );
    await sleep(300);
    server.child.kill('SIGTERM');
    await sleep(500);
    expect(server.child.exitCode).toBeNull();
    // A new connection is no longer accepted while the old request finishes.
    const refused = await fetch(server.url('/api/health')).then(
      (r) => r.status,
      () => 'refused',
    );
    expect(refused).toBe('refused');
    socket.write(body.slice(5));
    await ended;
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(response).toContain('"restaurants"');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 60_000);
});
