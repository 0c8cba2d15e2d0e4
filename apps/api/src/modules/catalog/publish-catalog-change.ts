// A restaurant opened or closed, or a dish changed availability: this process reloads its catalog read
// model before answering (and then tells the menus' live streams), and every other process reloads
// when it hears 'catalog' on the bus (and then tells its own).
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

/**
 * The restaurants a change's payload names: `restaurant_id`, or `restaurant_ids` (a coupon moved from
 * one restaurant to another; `[]`: no restaurant's menu, as a promo slide changes none); null when it
 * names none (a platform-wide coupon, or any other change), which every restaurant's menu treats as
 * its own.
 */
export function changedRestaurants(payload: Record<string, unknown>): number[] | null {
  const listed = Array.isArray(payload.restaurant_ids);
  const ids = listed ? (payload.restaurant_ids as unknown[]) : [payload.restaurant_id];
  if (!listed && ids[0] === undefined) return null;
  return ids.every((id) => Number.isSafeInteger(id)) ? (ids as number[]) : null;
}

export async function publishCatalogChange(
  input: CatalogChangeDeps & {
    /** What changed; `restaurant_id` or `restaurant_ids` say whose menus (changedRestaurants). */
    payload: Record<string, unknown>;
  },
): Promise<void> {
  await input.catalog.load(input.db);
  input.catalog.announceReload(changedRestaurants(input.payload));
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
