// Entry point: configuration, database (PGlite in DATA_DIR, or DATABASE_URL), migrations, the demo
// seed on an empty database, then listen. /api/health answers once all of that is done.
import { mkdirSync } from 'node:fs';
import { migrateDb, openDb, schema, seedDatabase } from '@khabar/db';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/load-config.ts';
import { expireAbandonedPayments } from './modules/payments/settle-payment.ts';

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
const handle = await openDb({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : config.dataDir,
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
// Online payments nobody finished are given up after 30 minutes; checked every minute.
const expiry = setInterval(() => {
  expireAbandonedPayments(handle.db, app.now()).catch((err) =>
    app.log.error({ err }, 'expiring abandoned payments failed'),
  );
}, 60_000);
expiry.unref();
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  await app.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
console.log(
  `Khabar is ready on http://localhost:${config.port} (database: ${handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`,
);
