export * from './client.ts';
export * from './migrate.ts';
export * as schema from './schema.ts';
export { kolkataPlaces, type Place } from './seed/city/places.ts';
export { kolkataRivers, type River } from './seed/city/rivers.ts';
export { countDemoAccounts } from './seed/demo-accounts.ts';
export { type SeedSummary, seedDatabase } from './seed/seed-database.ts';
export { DEMO_PHONE } from './seed/seed-people.ts';
export { seedSyntheticRestaurants } from './seed/seed-synthetic-restaurants.ts';
