// What buildApp decorates the Fastify instance with, for every module to use.
import type { Db } from '@khabar/db';
import type { GeoProvider } from './adapters/geo/geo-provider.ts';
import type { AppConfig } from './config/load-config.ts';
import type { CatalogReadModel } from './modules/catalog/catalog-read-model.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    dbKind: 'pglite' | 'postgres';
    catalog: CatalogReadModel;
    geo: GeoProvider;
    /** The clock; injectable so tests can fix the time. */
    now: () => Date;
  }
}
