// Prepares a PGlite data folder for the bench: migrated, seeded, plus `extra` synthetic restaurants.
import { migrateDb, openDb, seedDatabase, seedSyntheticRestaurants } from '@khabar/db';

const [dataDir, extraArg] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: prepare-city.ts <dataDir> <extraRestaurants>');
const handle = await openDb({ dataDir });
await migrateDb(handle);
await seedDatabase(handle.db);
const extra = Number(extraArg ?? 0);
if (extra > 0) await seedSyntheticRestaurants(handle.db, extra);
await handle.close();
