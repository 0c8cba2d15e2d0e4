// What buildApp decorates the Fastify instance with, for every module to use.
import type { Db } from '@khabar/db';
import type { EventBus } from './adapters/events/event-bus.ts';
import type { GeoProvider } from './adapters/geo/geo-provider.ts';
import type { AppConfig } from './config/load-config.ts';
import type { SmsBudgetWatch } from './modules/auth/index.ts';
import type { CatalogReadModel, CatalogSync } from './modules/catalog/index.ts';
import type { JobRunner } from './modules/jobs/index.ts';
import type { VapidKeys } from './modules/push/index.ts';
import type { SettingsStore } from './modules/settings/index.ts';
import type { StreamRegistry } from './modules/streams/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    dbKind: 'pglite' | 'postgres';
    catalog: CatalogReadModel;
    /** Reloads the catalog when the bus says it changed (in every process). */
    catalogSync: CatalogSync;
    geo: GeoProvider;
    /** Publish after commit; streams subscribe (in-process, or Redis across processes). */
    events: EventBus;
    /** The live event streams open on this process (ended when the app closes). */
    openStreams: StreamRegistry;
    /** The clock; injectable so tests can fix the time. */
    now: () => Date;
    /** Aborted when the app begins to close: streams and other long-lived responses end on it. */
    shutdownSignal: AbortSignal;
    /** The durable job queue's runner (decision 008). */
    jobs: JobRunner;
    /** This process's id, to skip its own bus messages (catalog reloads). */
    instanceId: string;
    /** The hour's SMS budget as this process saw it last, and its near-cap warnings (decision 025). */
    smsBudget: SmsBudgetWatch;
    /** The business settings in force (an admin's, else the env's), read again on every change. */
    settings: SettingsStore;
    /** Web Push's VAPID key pair: the settings', or the embedded default's stored one (decision 051). */
    pushKeys: () => Promise<VapidKeys>;
  }
}
