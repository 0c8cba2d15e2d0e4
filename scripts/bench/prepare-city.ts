// Prepares a database for the bench: migrated, seeded, plus `extra` synthetic restaurants. The target is
// a PGlite data folder, or a PostgreSQL database when it is a postgres:// address.
import { migrateDb, openDb, seedDatabase, seedSyntheticRestaurants } from '@khabar/db';

const [target, extraArg] = process.argv.slice(2);
if (!target) throw new Error('usage: prepare-city.ts <dataDir | postgres://...> <extraRestaurants>');
const handle = await openDb(/^postgres(ql)?:/.test(target) ? { databaseUrl: target } : { dataDir: target });
await migrateDb(handle);
await seedDatabase(handle.db);
const extra = Number(extraArg ?? 0);
if (extra > 0) await seedSyntheticRestaurants(handle.db, extra);
await handle.close();
