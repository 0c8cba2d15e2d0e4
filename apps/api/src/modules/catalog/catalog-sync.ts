// Keeps this process's in-memory catalog (decision 002) in step with the database: a change to a
// restaurant or dish is announced on the bus's `catalog` channel after its commit
// (publish-catalog-change.ts), and every other process (through Redis, every server) reloads at once;
// the one-minute age limit stays as a safety net. Once a reload has read the changes it was asked
// for, the read model announces them (announceReload): the menus' live streams tell their browsers
// then, never before, so the browser's next call to this process gets the change (decision 010).
import type { Db } from '@khabar/db';
import type { EventBus } from '../../adapters/events/event-bus.ts';
import type { CatalogReadModel } from './catalog-read-model.ts';
import { changedRestaurants } from './publish-catalog-change.ts';

/** Restaurants changed and not yet announced: ids, or null when any may have changed. */
type Pending = Set<number> | null;

const merge = (into: Pending | undefined, ids: Iterable<number> | null): Pending =>
  into === null || ids === null ? null : new Set([...(into ?? []), ...ids]);

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
  // Heard but not yet read by a reload (undefined: nothing to announce).
  let pending: Pending | undefined;

  // Several changes in a burst cost one reload in flight plus at most one more after it, which reads
  // every change committed before it started. A change heard while a reload runs may have been
  // committed after that reload read its rows: the next reload announces it.
  const reload = () => {
    if (running) {
      again = true;
      return;
    }
    const covering = pending;
    pending = undefined;
    running = catalog
      .load(db)
      .then(
        () => {
          if (covering !== undefined) catalog.announceReload(covering && [...covering]);
        },
        (err: unknown) => {
          onError(err);
          // Not read: announced after the next reload that succeeds (the age limit asks for one).
          if (covering !== undefined) pending = merge(pending, covering);
        },
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          reload();
        }
      });
  };
  // A 'resync' (the bus lost messages) reloads too: a change may have been among them, to any
  // restaurant.
  const unsubscribe = events.subscribe('catalog', (message) => {
    if (message.payload.origin === origin) return;
    pending = merge(pending, message.type === 'resync' ? null : changedRestaurants(message.payload));
    reload();
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
