// Loaded after the menu's first paint (use-live-menu.ts), with the stream client: the menu's first load
// carries none of it.
import { openEventStream } from '../../lib/event-stream.ts';
import { changesMenu, menuEventsPath } from './menu-events.ts';

/**
 * Follows a restaurant's menu stream: `refetch` (the restaurant and its dishes, past any kept answer)
 * on every `menu_changed` and whenever the stream reopens, since it replays nothing. When it first
 * opens, only a menu that may be old is asked for again (`refetchIfOld`): one the page itself carried
 * a moment ago is the catalog as it is. Returns the function that closes it.
 */
export function followMenu(slug: string, refetch: () => void, refetchIfOld: () => void): () => void {
  let opened = false;
  return openEventStream(menuEventsPath(slug), {
    onEvent: (event) => {
      if (changesMenu(event)) refetch();
    },
    onOpen: () => {
      if (opened) refetch();
      else refetchIfOld();
      opened = true;
    },
  });
}
