// `npm run db:seed`: migrates and seeds a new database (DATABASE_URL, else PGlite in DATA_DIR or ./data).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { openDb } from '../client.ts';
import { migrateDb } from '../migrate.ts';
import { seedDatabase } from '../seed/seed-database.ts';

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = resolve(process.env.DATA_DIR || './data');
if (!databaseUrl) mkdirSync(dataDir, { recursive: true });
const handle = await openDb({ databaseUrl, dataDir: databaseUrl ? undefined : dataDir });
try {
  await migrateDb(handle);
  const summary = await seedDatabase(handle.db);
  console.log(`Seeded ${databaseUrl ? 'PostgreSQL' : dataDir}: ${JSON.stringify(summary)}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await handle.close();
}
