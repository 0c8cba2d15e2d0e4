// Entry point: configuration, database (PGlite in DATA_DIR, or DATABASE_URL), migrations, the demo
// seed on an empty database where asked (SEED_DEMO), then listen. /api/health answers once all of that
// is done.
// WEB_CONCURRENCY > 1 (decision 013): this process prepares the database once, then runs that many API
// processes sharing the port (node:cluster), replaces one that dies, and passes SIGTERM on to them.
import cluster from 'node:cluster';
import { mkdirSync } from 'node:fs';
import { countDemoAccounts, type DbHandle, migrateDb, openDb, schema, seedDatabase } from '@khabar/db';
import { buildApp } from './app.ts';
import { type AppConfig, ConfigError, loadConfig } from './config/load-config.ts';
import { runtimeAdvice } from './config/runtime-advice.ts';

let config: AppConfig;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

/** How many API processes: WEB_CONCURRENCY, or 1 with the reason when what it needs is missing. */
function processCount(c: AppConfig): number {
  if (c.webConcurrency === 1) return 1;
  const missing = !c.databaseUrl
    ? 'the embedded PGlite database (DATA_DIR) can be opened by one process only; set DATABASE_URL'
    : !c.redisUrl
      ? 'without REDIS_URL, order events, catalog changes and rate limits would stay inside each process'
      : null;
  if (!missing) return c.webConcurrency;
  console.warn(`WEB_CONCURRENCY=${c.webConcurrency} ignored, running one process: ${missing}.`);
  return 1;
}

/**
 * Migrations, and the demo city on an empty database where asked (SEED_DEMO): once, before any process
 * serves. Production starts on an empty city, and stops rather than serve the demo seed's accounts,
 * whose numbers are in this repository for anyone to log in with.
 */
async function prepareDatabase(handle: DbHandle): Promise<void> {
  await migrateDb(handle);
  if (config.seedDemo) {
    const [anyRestaurant] = await handle.db
      .select({ id: schema.restaurants.id })
      .from(schema.restaurants)
      .limit(1);
    if (!anyRestaurant) console.log(`Seeded the demo city: ${JSON.stringify(await seedDatabase(handle.db))}`);
  }
  if (config.production && !config.allowDemoAccounts) {
    const demoAccounts = await countDemoAccounts(handle.db);
    if (demoAccounts > 0) {
      await handle.close();
      console.error(
        `This database holds ${demoAccounts} accounts of the demo seed (customers with wallet credit, restaurant staff and captains on public numbers): anyone could log in as them. Production does not start on it: use a new database, or set ALLOW_DEMO_ACCOUNTS=1 if this is a public demo.`,
      );
      process.exit(1);
    }
  }
}

async function runProcesses(count: number): Promise<void> {
  const handle = await openDb({ databaseUrl: config.databaseUrl });
  await prepareDatabase(handle);
  await handle.close();
  let stopping = false;
  let listening = 0;
  let exitCode = 0;
  // Each process accepts its own connections from the shared socket, rather than the primary
  // accepting and handing each one over IPC (Node's default on Linux): on Node 24 the rush took 4-9 %
  // more orders a second with a lower p99 in four pairs of runs (decision 066). NODE_CLUSTER_SCHED_POLICY
  // still decides when it is set.
  if (process.env.NODE_CLUSTER_SCHED_POLICY === undefined) cluster.schedulingPolicy = cluster.SCHED_NONE;
  const fork = () => cluster.fork();
  cluster.on('listening', (_worker, address) => {
    if (++listening === count)
      console.log(
        `${config.brand.name} is ready on http://localhost:${address.port} (database: PostgreSQL, ${count} processes)`,
      );
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (code) exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    console.error(`API process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(fork, 1000).unref();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const w of workers) w?.process.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (let i = 0; i < count; i++) fork();
}

async function serve({ prepare }: { prepare: boolean }): Promise<void> {
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  // Until the app (and its logger) exists, a dropped connection is reported on stderr.
  let reportConnectionError = (err: Error) => console.error(`database connection lost: ${err.message}`);
  const handle = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    maxConnections: config.dbPoolSize,
    onConnectionError: (err) => reportConnectionError(err),
  });
  if (prepare) await prepareDatabase(handle);

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
  // Auto-cancels, payment expiries, captain offers, refunds and the demo autopilot (decision 008); the
  // queue hands each job to one process (SKIP LOCKED), so every process may poll it.
  await app.jobs.start();
  if (cluster.isPrimary) {
    console.log(
      `${config.brand.name} is ready on http://localhost:${port} (database: ${handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`,
    );
  }
}

if (cluster.isWorker) await serve({ prepare: false });
else {
  const advice = runtimeAdvice({ production: config.production, version: process.version });
  if (advice) console.warn(advice);
  const count = processCount(config);
  if (count > 1) await runProcesses(count);
  else await serve({ prepare: true });
}
