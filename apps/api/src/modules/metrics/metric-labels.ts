// Label values for the metrics. A label is a series of its own in every scraper, so each of these maps
// an unbounded value (a URL with an order id or a phone number, a channel with an id) to one of a few.
import { ORDER_STATUS } from '@khabar/domain';

/** Requests no route matched (unknown paths, and the web app's pages served by the fallback). */
const UNMATCHED_ROUTE = '(unmatched)';

/**
 * The route's pattern as registered (`/api/orders/:orderId/events`), never the URL asked for. The web
 * app's built files are each a route of their own, named by their hash: they count as one.
 */
export function routeLabel(pattern: string | undefined): string {
  if (!pattern) return UNMATCHED_ROUTE;
  if (pattern.startsWith('/assets/')) return '/assets/*';
  return pattern;
}

/** `order:42` -> `order`: the lag of a kind of channel, not of one order. */
export const channelKind = (channel: string): string => channel.split(':', 1)[0] ?? channel;

const STATUS_NAMES = new Map<number, string>(
  Object.entries(ORDER_STATUS).map(([name, id]) => [
    id,
    name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
  ]),
);

/** An order status id as a label: `on_the_way`; an id the domain does not name stays its number. */
export const orderStatusName = (statusId: number): string => STATUS_NAMES.get(statusId) ?? String(statusId);

/** Every status the domain names, so a status with no orders reads 0 rather than going missing. */
export const KNOWN_ORDER_STATUSES: readonly number[] = [...STATUS_NAMES.keys()];
