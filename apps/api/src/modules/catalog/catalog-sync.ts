// Keeps this process's in-memory catalog (decision 002) in step with the database: a change to a
// restaurant or dish is announced on the bus's `catalog` channel after its commit
// (publish-catalog-change.ts), and every other process (through Redis, every server) reloads at once;
// the one-minute age limit stays as a safety net.
import type { Db } from '@khabar/db';
import type { EventBus } from '../../adapters/events/event-bus.ts';
import type { CatalogReadModel } from './catalog-read-model.ts';

export interface CatalogSync {
  /** Reload if the copy is older than the age limit (called on requests; cheap when it is fresh). */
  reloadIfStale(): void;
  /** Resolves when no reload is running or queued (tests wait on it). */
  settled(): Promise<void>;
  stop(): void;
}

export function keepCatalogFresh({
  catalog,
  db,
  events,
  origin,
  maxAgeMs,
  onError,
}: {
  catalog: CatalogReadModel;
  db: Db;
  events: EventBus;
  /** This process's id: the publisher reloaded before publishing, so its own message is skipped. */
  origin: string;
  maxAgeMs: number;
  onError: (err: unknown) => void;
}): CatalogSync {
  let running: Promise<void> | null = null;
  let again = false;

  // Several changes in a burst cost one reload in flight plus at most one more after it, which reads
  // every change committed before it started.
  const reload = () => {
    if (running) {
      again = true;
      return;
    }
    running = catalog
      .load(db)
      .catch(onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          reload();
        }
      });
  };
  // A 'resync' (the bus lost messages) reloads too: a change may have been among them.
  const unsubscribe = events.subscribe('catalog', (message) => {
    if (message.payload.origin !== origin) reload();
  });

  return {
    reloadIfStale() {
      if (!running && Date.now() - catalog.loadedAt > maxAgeMs) reload();
    },
    async settled() {
      while (running) await running;
    },
    stop: unsubscribe,
  };
}
