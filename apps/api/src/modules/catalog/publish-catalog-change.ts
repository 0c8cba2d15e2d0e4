// A restaurant opened or closed, or a dish changed availability: this process reloads its catalog read
// model before answering, and every other process reloads when it hears 'catalog' on the bus.
import type { Db } from '@khabar/db';
import type { EventBus } from '../../adapters/events/event-bus.ts';
import type { CatalogReadModel } from './catalog-read-model.ts';

/** What a change to the catalog needs: the database, the bus, this process's read model and clock. */
export interface CatalogChangeDeps {
  db: Db;
  events: EventBus;
  catalog: CatalogReadModel;
  now: () => Date;
  /** This process's id: it already reloaded, so its own message is skipped. */
  origin: string;
}

export async function publishCatalogChange(
  input: CatalogChangeDeps & { payload: Record<string, unknown> },
): Promise<void> {
  await input.catalog.load(input.db);
  await input.events
    .publish('catalog', {
      eventId: null,
      type: 'catalog_changed',
      orderId: null,
      statusId: null,
      payload: { ...input.payload, origin: input.origin },
      at: input.now().toISOString(),
    })
    .catch(() => {});
}
