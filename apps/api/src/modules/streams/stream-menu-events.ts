// A restaurant's menu, live, for anyone looking at it (the menu is public: no login). It says
// `menu_changed` whenever the restaurant's dishes, categories, details, open switch or a coupon that
// applies to it changed, once THIS process's catalog holds the change (the read model's announceReload,
// after its reload), so the browser's next call here is answered with it. Nothing is replayed: the
// events carry no id, and the page asks for the menu again whenever its stream (re)opens.
import type { StreamEvent } from '@khabar/domain';
import { notFound } from '../../errors/app-error.ts';
import type { CatalogReadModel } from '../catalog/index.ts';
import type { SseStream } from './sse-stream.ts';

export function streamMenuEvents({
  catalog,
  now,
  slug,
  open,
}: {
  catalog: CatalogReadModel;
  now: () => Date;
  slug: string;
  /** Starts the response; called only once the restaurant is known. */
  open: () => SseStream;
}): void {
  const entry = catalog.bySlugOrNull(slug);
  if (!entry) throw notFound('Restaurant not found');
  const restaurantId = entry.data.id;
  const stream = open();
  const stop = catalog.onReload(({ restaurantIds, version }) => {
    if (stream.closed || (restaurantIds !== null && !restaurantIds.includes(restaurantId))) return;
    const event: StreamEvent = {
      id: null,
      type: 'menu_changed',
      order_id: null,
      status_id: null,
      payload: { restaurant_id: restaurantId, version },
      at: now().toISOString(),
    };
    stream.send(event);
  });
  stream.onClose(stop);
}
