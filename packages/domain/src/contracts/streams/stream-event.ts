// The live event streams (decision 010): Server-Sent Events read with fetch (so the Authorization
// header and Last-Event-ID travel as headers, never the session token in a URL).
//   GET /api/orders/:orderId/events                    the customer's order
//   GET /api/partner/restaurants/:restaurantId/events  a restaurant's console
//   GET /api/captain/events                            the captain's app
//   GET /api/admin/ops/events                          the operators' board and map (decision 035):
//     every order event without its payload, and live-only `captain_position` / `captain_duty`
//   GET /api/restaurants/:slug/menu-events             a restaurant's menu (public, no login):
//     `menu_changed` (payload { restaurant_id, version }), live only, once the serving process's
//     catalog holds the change; the page asks for the menu again on it and whenever it (re)connects
//   GET /api/promo-slider/events                       the home screen (public): `promo_changed`, and
//     with a point `restaurants_changed` for the restaurant list (promo-slider-events.ts)
// Each lifecycle event carries its order_events id as the SSE `id:`; a reconnect that sends
// Last-Event-ID first receives every later event of the stream from the log. Rider positions are
// live only (no id). A comment line (`: ping`) keeps an idle stream open. The wire format's parser
// is streams/sse-parser.ts (no zod, so the browser's tracking chunk stays small).
import { z } from 'zod';

export const streamEvent = z.object({
  /** order_events id; null for live-only events (position, resync). */
  id: z.number().int().nullable(),
  /** placed, paid, accepted, rejected, cancelled, auto_cancelled, ready, offered, offer, assigned,
   *  arrived, picked_up, delivered, handed_over, pin_failed, pin_renewed, refunded, position, menu_changed... */
  type: z.string(),
  order_id: z.number().int().nullable(),
  /** The order's status after the event, when the event changed it. */
  status_id: z.number().int().nullable(),
  payload: z.record(z.string(), z.unknown()),
  /** ISO time the event was committed. */
  at: z.string(),
});
export type StreamEvent = z.infer<typeof streamEvent>;

/** A rider position as a 'position' event carries it. */
export const riderPosition = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracy_m: z.number().nullable().optional(),
});
export type RiderPosition = z.infer<typeof riderPosition>;

/** `Last-Event-ID`: the id of the last event the client has (a non-negative integer). */
export const lastEventIdHeader = z
  .string()
  .regex(/^\d{1,15}$/, 'Last-Event-ID must be an event id')
  .transform(Number)
  .optional();
