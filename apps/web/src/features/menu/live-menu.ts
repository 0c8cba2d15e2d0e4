// A menu kept live (decision 010): what the menu's first view needs of it (the stream itself comes
// after the first paint, follow-menu.ts).
import type { GetRestaurantItemsResponse } from '@khabar/domain/contracts/catalog/get-restaurant-items';
import type { MenuItem } from '@khabar/domain/contracts/catalog/menu-item';

/**
 * A dish as the latest menu shows it (a new price, out of stock), so an open sheet never offers an old
 * price; null once the menu no longer shows it (archived, or its category hidden).
 */
export function latestDish(menu: GetRestaurantItemsResponse | undefined, dish: MenuItem): MenuItem | null {
  if (!menu) return dish;
  for (const list of [menu.recommended, ...Object.values(menu.items)]) {
    const found = list.find((d) => d.id === dish.id);
    if (found) return found;
  }
  return null;
}

interface IdleHost {
  requestIdleCallback?: (task: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
}

/**
 * Runs `task` once the browser is idle after painting (within `timeoutMs` all the same; a short
 * timer where there is no requestIdleCallback, as on Safari); returns the function that cancels it.
 */
export function whenIdle(task: () => void, host: IdleHost = globalThis as IdleHost, timeoutMs = 2_000) {
  if (host.requestIdleCallback) {
    const id = host.requestIdleCallback(task, { timeout: timeoutMs });
    return () => host.cancelIdleCallback?.(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}
