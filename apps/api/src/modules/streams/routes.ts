// The live streams (decision 010). Each route authenticates with the Bearer header, checks the
// object (another customer's order, another restaurant: 404), then hands the hijacked response to
// the service. A menu's stream is public (no login, only a known restaurant), as is the home screen's
// promo carousel's. The registry
// (app.openStreams) ends every open stream when the server closes.
import { idInput, lastEventIdHeader, promoSliderEventsQuery, slugParam } from '@khabar/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer } from '../../plugins/openapi.ts';
import { requireUser, resolveUser, userOf } from '../../plugins/require-user.ts';
import { listPromoSlides } from '../catalog/index.ts';
import { openSseStream, type StreamHolder, type StreamRegistry } from './sse-stream.ts';
import { streamCaptainEvents } from './stream-captain-events.ts';
import { streamMenuEvents } from './stream-menu-events.ts';
import { streamOpsEvents } from './stream-ops-events.ts';
import { streamOrderEvents } from './stream-order-events.ts';
import { streamPromoEvents } from './stream-promo-events.ts';
import { streamRestaurantEvents } from './stream-restaurant-events.ts';

const id = idInput();
const headers = z.object({ 'last-event-id': lastEventIdHeader });

/** A stream's documented answer: the wire format, then what its events are. */
const events = (what: string) => ({
  openapi: {
    response: {
      200: fileAnswer(
        'text/event-stream',
        'Server-Sent Events until the client leaves: `id:` (the order_events id, absent on live-only ' +
          'events), `event:` (the type) and `data:` (JSON of the stream event: id, type, order_id, status_id, ' +
          `payload, at); \`: ping\` comments keep it open. ${what}`,
      ),
    },
  },
});

export async function streamRoutes(
  app: FastifyInstance,
  { registry }: { registry: StreamRegistry },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const common = {
    db: app.db,
    events: app.events,
    now: app.now,
    onError: (err: unknown) => app.log.error({ err }, 'stream'),
  };
  const sse =
    (
      req: Parameters<typeof openSseStream>[0]['req'],
      reply: Parameters<typeof openSseStream>[0]['reply'],
      holder: StreamHolder = userOf(req).id,
    ) =>
    () =>
      openSseStream({ req, reply, options: { registry, holder } });
  // A public stream counts against the account when the request carries a valid login (customers
  // behind one shared address are not one guest), else against the client's address. A stale token
  // is no reason to refuse a public menu.
  const holderOf = async (req: FastifyRequest): Promise<StreamHolder> =>
    (await resolveUser(req).catch(() => null))?.id ?? `guest:${req.ip}`;

  r.get(
    '/orders/:orderId/events',
    {
      preHandler: requireUser,
      config: events(
        "The order's steps (placed, accepted, ready, picked_up, delivered...) and its rider's `position`; Last-Event-ID replays what was missed.",
      ),
      schema: { params: z.object({ orderId: id }).meta({ examples: [{ orderId: 1042 }] }), headers },
    },
    async (req, reply) => {
      await streamOrderEvents({
        ...common,
        userId: userOf(req).id,
        orderId: req.params.orderId,
        lastEventId: req.headers['last-event-id'] ?? null,
        open: sse(req, reply),
      });
    },
  );

  r.get(
    '/partner/restaurants/:restaurantId/events',
    {
      preHandler: requireUser,
      config: events(
        "Every step of the restaurant's orders (new orders, cancellations, captains assigned); Last-Event-ID replays what was missed.",
      ),
      schema: { params: z.object({ restaurantId: id }).meta({ examples: [{ restaurantId: 1 }] }), headers },
    },
    async (req, reply) => {
      await streamRestaurantEvents({
        ...common,
        userId: userOf(req).id,
        restaurantId: req.params.restaurantId,
        lastEventId: req.headers['last-event-id'] ?? null,
        open: sse(req, reply),
      });
    },
  );

  r.get(
    '/restaurants/:slug/menu-events',
    {
      config: events(
        '`menu_changed` ({ restaurant_id, version }) once the menu changed: ask for it again. Live only.',
      ),
      schema: { params: slugParam },
    },
    async (req, reply) => {
      streamMenuEvents({
        catalog: app.catalog,
        now: app.now,
        slug: req.params.slug,
        open: sse(req, reply, await holderOf(req)),
      });
    },
  );

  r.get(
    '/promo-slider/events',
    {
      config: events(
        '`promo_changed` when the slides changed; with a point, `restaurants_changed` ({ restaurant_ids }) for the list near it. Live only.',
      ),
      schema: { querystring: promoSliderEventsQuery },
    },
    async (req, reply) => {
      const { latitude: lat, longitude: lng } = req.query;
      streamPromoEvents({
        near: lat === undefined || lng === undefined ? null : { lat, lng },
        catalog: app.catalog,
        now: app.now,
        slides: () => listPromoSlides({ db: app.db, catalog: app.catalog, now: app.now }),
        open: sse(req, reply, await holderOf(req)),
        onError: common.onError,
      });
    },
  );

  // The operators' board, order page and map (decision 035): support and admins only.
  r.get(
    '/admin/ops/events',
    {
      preHandler: requireUser,
      config: events(
        'Every order event without its payload, and live-only `captain_position` and `captain_duty`.',
      ),
      schema: { headers },
    },
    async (req, reply) => {
      await streamOpsEvents({
        ...common,
        userId: userOf(req).id,
        lastEventId: req.headers['last-event-id'] ?? null,
        open: sse(req, reply),
      });
    },
  );

  r.get(
    '/captain/events',
    {
      preHandler: requireUser,
      config: events("Offers made to this captain, their trips' steps and cash ledger entries."),
      schema: { headers },
    },
    async (req, reply) => {
      await streamCaptainEvents({
        ...common,
        userId: userOf(req).id,
        lastEventId: req.headers['last-event-id'] ?? null,
        open: sse(req, reply),
      });
    },
  );
}
