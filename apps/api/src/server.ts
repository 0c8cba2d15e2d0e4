// Entry point: configuration, database (PGlite in DATA_DIR, or DATABASE_URL), migrations, the demo
// seed on an empty database, then listen. /api/health answers once all of that is done.
import { mkdirSync } from 'node:fs';
import { migrateDb, openDb, schema, seedDatabase } from '@khabar/db';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/load-config.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
// Until the app (and its logger) exists, a dropped connection is reported on stderr.
let reportConnectionError = (err: Error) => console.error(`database connection lost: ${err.message}`);
const handle = await openDb({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : config.dataDir,
  onConnectionError: (err) => reportConnectionError(err),
});
await migrateDb(handle);
const [anyRestaurant] = await handle.db
  .select({ id: schema.restaurants.id })
  .from(schema.restaurants)
  .limit(1);
if (!anyRestaurant) {
  const summary = await seedDatabase(handle.db);
  console.log(`Seeded the demo city: ${JSON.stringify(summary)}`);
}

// A test clock (CLOCK_START) runs on from its start, like a real one.
const clockOffset = config.clockStart ? config.clockStart.getTime() - Date.now() : 0;
const app = await buildApp({
  config,
  db: handle,
  serveWeb: true,
  now: clockOffset ? () => new Date(Date.now() + clockOffset) : undefined,
});
// PostgreSQL restarting, failing over or ending idle connections: the pool opens new ones on the next
// query and requests meanwhile answer 503, so this is a warning, not a reason to stop.
reportConnectionError = (err) => app.log.warn({ err }, 'database connection lost; the pool reconnects');
let closing = false;
/**
 * Graceful stop (SIGTERM from the orchestrator, Ctrl-C): stop accepting connections, end event streams,
 * let requests in flight finish, close the database, exit 0. Whatever is still open after the grace
 * period is cut and the exit code says so.
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: finishing requests in flight, then closing`);
  const force = setTimeout(() => {
    app.log.warn(`requests still open after ${config.shutdownGraceMs} ms: closing them`);
    app.server.closeAllConnections();
    process.exit(1);
  }, config.shutdownGraceMs);
  force.unref();
  try {
    await app.close();
    await handle.close();
  } catch (err) {
    app.log.error({ err }, 'error while closing');
    process.exit(1);
  }
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
// Auto-cancels, payment expiries, captain offers, refunds and the demo autopilot (decision 008).
await app.jobs.start();
console.log(
  `Khabar is ready on http://localhost:${port} (database: ${handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`,
);
