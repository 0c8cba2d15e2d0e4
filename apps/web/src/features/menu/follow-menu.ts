// Loaded after the menu's first paint (use-live-menu.ts), with the stream client: the menu's first load
// carries none of it.
import { openEventStream } from '../../lib/event-stream.ts';
import { changesMenu, menuEventsPath } from './menu-events.ts';

/**
 * Follows a restaurant's menu stream: `refetch` (the restaurant and its dishes, past any kept answer)
 * on every `menu_changed` and whenever the stream (re)opens, since it replays nothing and what is
 * shown may be a minute old. Returns the function that closes it.
 */
export function followMenu(slug: string, refetch: () => void): () => void {
  return openEventStream(menuEventsPath(slug), {
    onEvent: (event) => {
      if (changesMenu(event)) refetch();
    },
    onOpen: refetch,
  });
}
