// One database handle for both engines: PGlite (embedded, the default) or a real PostgreSQL server
// when a connection string is given. Both speak the same SQL, so every query and migration serves both.
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PostgreSQL only: how many queries wait for a free connection (load shedding reads it). */
  waiting?: () => number;
  /** PostgreSQL only: the pool's connections now (open, idle, queries waiting) and its size (metrics). */
  pool?: () => { total: number; idle: number; waiting: number; max: number };
}

export interface OpenDbOptions {
  /** postgres://... ; when set, PGlite is not used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite; omitted = in memory. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /**
   * Told about a connection PostgreSQL dropped (restart, fail-over, pg_terminate_backend, an idle
   * timeout). The pool replaces it by itself; without a listener Node would exit on the 'error' event.
   */
  onConnectionError?: (err: Error) => void;
  /** How long a query waits for a connection before failing (so requests answer 503, not hang). */
  connectTimeoutMs?: number;
}

/** PostgreSQL SQLSTATE classes and Node socket errors that mean "the database is away", not "bad query". */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend, a fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, in recovery)
  '53300', // too_many_connections
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end|Client was closed and is not queryable|is not currently accepting connections|the database system is (starting up|shutting down|in recovery mode)/i;

/** True when an error (or one it wraps) says the database cannot be reached right now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

export async function openDb(options: OpenDbOptions = {}): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.maxConnections ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
      keepAlive: true,
    });
    const report = options.onConnectionError ?? (() => {});
    // An idle connection that dies is reported on the pool; one checked out (inside a transaction,
    // between two queries) on its client. Both must be listened to, or the 'error' event kills Node.
    pool.on('error', report);
    pool.on('connect', (client) => client.on('error', report));
    // Fail now with a clear error rather than on the first request.
    const probe = await pool.connect();
    probe.release();
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      close: () => pool.end(),
      waiting: () => pool.waitingCount,
      pool: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max,
      }),
    };
  }
  // PGlite's default shared_buffers (128 MB) held about a quarter of the demo server's memory for a
  // database of a few megabytes; the catalog and answers are served from the API's own memory, so
  // 16 MB is plenty (measured: the bare database 389 -> 261 MB RSS). PostgreSQL keeps its own settings.
  const settings = { postgresqlconf: ['shared_buffers=16MB'] };
  const client = options.dataDir ? new PGlite(options.dataDir, settings) : new PGlite(settings);
  await client.waitReady;
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
  };
}
