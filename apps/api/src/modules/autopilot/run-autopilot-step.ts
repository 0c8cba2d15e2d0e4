// The demo autopilot (DEMO_AUTOPILOT): it plays the people who are not there, through the same service
// functions the consoles call, as actor 'system'. Each step is a durable job that checks the order is
// still where the step expects it and that the step's person (the restaurant or the captain) is absent
// (find-turn.ts, decision 027), does it, and enqueues the next. A person at their console is left their
// part: the step looks again a little later; a person who acted on the order has that part for good.
// Times are divided by AUTOPILOT_SPEED; at 1 a delivery nobody plays takes about three minutes:
// accepted at 15 s, a rider at 25 s riding to the restaurant, food ready at 60 s, picked up, 20
// positions along the route 5 s apart, delivered with the customer's PIN. Its riders are its own
// (decision 041): no person's captain ever gets a trip from it.
import { schema } from '@khabar/db';
import { ORDER_STATUS, pointsAlong } from '@khabar/domain';
import { and, eq } from 'drizzle-orm';
import type { GeoProvider } from '../../adapters/geo/geo-provider.ts';
import { recordCaptainPosition } from '../captain/index.ts';
import { enqueueJob, type JobPayloads } from '../jobs/index.ts';
import type { LifecycleContext, OrderRow } from '../lifecycle/index.ts';
import {
  acceptOrder,
  arriveAtRestaurant,
  deliverOrder,
  handOverOrder,
  markOrderReady,
  pickUpOrder,
} from '../lifecycle/index.ts';
import { findTurn } from './find-turn.ts';
import { pickAutopilotRider } from './pick-autopilot-rider.ts';

type Step = JobPayloads['autopilot'];

const SECOND = 1000;
/** Gaps between steps at speed 1. */
const GAP = {
  ready: 45 * SECOND,
  ride: 5 * SECOND,
  handOver: 60 * SECOND,
  retry: 5 * SECOND,
  /** A person is at their console, or a captain has the order on offer: look again after this. */
  recheck: 10 * SECOND,
};
const POINTS_TO_RESTAURANT = 3;
const POINTS_TO_CUSTOMER = 20;
/** Minutes a demo kitchen says it needs (the clock is compressed, the number is what a kitchen says). */
const DEMO_PREPARATION_MIN = 15;

export interface AutopilotContext extends LifecycleContext {
  geo: GeoProvider;
}

export async function runAutopilotStep(input: AutopilotContext & { step: Step }): Promise<void> {
  const { step } = input;
  // Switched off (a restart without it, or the browser tests' switch): the steps still queued do nothing.
  if (!input.settings.autopilot) return;
  const [order] = await input.db.select().from(schema.orders).where(eq(schema.orders.id, step.orderId));
  if (!order) return;
  const system = { type: 'system' } as const;
  const base = { ...input, orderId: order.id, actor: system };
  const next = (s: Omit<Step, 'orderId'>, afterMs: number, key: string) =>
    enqueueJob({
      tx: input.db,
      job: {
        name: 'autopilot',
        payload: { orderId: order.id, ...s },
        runAt: new Date(input.now().getTime() + afterMs / input.settings.autopilotSpeed),
        singletonKey: `autopilot:${order.id}:${key}`,
      },
    });
  const delivery = order.deliveryType === 1;

  if (!isDue(order, step)) return;
  const turn = await findTurn({ input, order, step: step.step });
  if (turn === 'leave') return;
  if (turn === 'wait') {
    const { orderId: _, ...same } = step;
    return next(same, GAP.recheck, `${step.step}:wait:${input.now().getTime()}`);
  }

  switch (step.step) {
    case 'accept':
      // Accepting also queues the autopilot's rider for a delivery order (accept-order.ts).
      await acceptOrder({ ...base, preparationMin: DEMO_PREPARATION_MIN });
      await next({ step: 'ready' }, GAP.ready, 'ready');
      return;
    case 'ready':
      await markOrderReady(base);
      if (!delivery) await next({ step: 'hand_over' }, GAP.handOver, 'hand_over');
      return;
    case 'assign': {
      const captain = await pickAutopilotRider({ ...input, order });
      // Every one of the autopilot's riders is out on a trip: ask again shortly.
      if (!captain) return next({ step: 'assign' }, GAP.retry, `assign:${input.now().getTime()}`);
      const path = await routeOf(input, captain, restaurantPoint(await restaurantOf(input, order)));
      return next({ step: 'ride', leg: 'restaurant', index: 0, points: path }, GAP.ride, 'ride:restaurant:0');
    }
    case 'ride':
      return ride(input, order, step, next);
    case 'arrive':
      await arriveAtRestaurant(base);
      return next({ step: 'pick_up' }, GAP.retry, 'pick_up');
    case 'pick_up': {
      // The kitchen is not done yet: wait for it.
      if (!order.readyAt) return next({ step: 'pick_up' }, GAP.retry, `pick_up:${input.now().getTime()}`);
      await pickUpOrder(base);
      const r = await restaurantOf(input, order);
      const path = await input.geo.routePath(restaurantPoint(r), {
        lat: order.latitude,
        lng: order.longitude,
      });
      const points = pointsAlong(path, POINTS_TO_CUSTOMER).map((p) => [p.lat, p.lng] as [number, number]);
      return next({ step: 'ride', leg: 'customer', index: 0, points }, GAP.ride, 'ride:customer:0');
    }
    case 'deliver':
      await deliverOrder({ ...base, pin: order.deliveryPin });
      return;
    case 'hand_over':
      await handOverOrder({ ...base, pin: order.deliveryPin });
      return;
  }
}

/** Whether the order still stands where the step expects it (anyone may have moved it meanwhile). */
function isDue(order: OrderRow, step: Step): boolean {
  const s = order.orderstatusId;
  switch (step.step) {
    case 'accept':
      // An order for later is nobody's to accept before its release (decision 048).
      return s === ORDER_STATUS.placed && order.placedAt !== null;
    case 'ready':
      return !order.readyAt && (s === ORDER_STATUS.preparing || s === ORDER_STATUS.agentAssigned);
    case 'assign':
      return s === ORDER_STATUS.preparing && !order.deliveryPartnerId;
    case 'ride':
      return (
        s === (step.leg === 'restaurant' ? ORDER_STATUS.agentAssigned : ORDER_STATUS.onTheWay) &&
        order.deliveryPartnerId !== null
      );
    case 'arrive':
      return s === ORDER_STATUS.agentAssigned && !order.arrivedAt;
    case 'pick_up':
      return s === ORDER_STATUS.agentAssigned;
    case 'deliver':
      return s === ORDER_STATUS.onTheWay;
    case 'hand_over':
      return s === ORDER_STATUS.readyForPickup;
  }
}

/** One position along the leg; the last one ends the leg (arrive, or deliver). */
async function ride(
  input: AutopilotContext,
  order: OrderRow,
  step: Step,
  next: (s: Omit<Step, 'orderId'>, afterMs: number, key: string) => Promise<void>,
): Promise<void> {
  if (!order.deliveryPartnerId) return;
  const points = step.points ?? [];
  const index = step.index ?? 0;
  const point = points[index];
  if (point) {
    await recordCaptainPosition({
      ...input,
      partnerId: order.deliveryPartnerId,
      latitude: point[0],
      longitude: point[1],
      accuracyM: 8,
    });
  }
  if (index + 1 < points.length) {
    return next({ ...step, index: index + 1 }, GAP.ride, `ride:${step.leg}:${index + 1}`);
  }
  return step.leg === 'restaurant'
    ? next({ step: 'arrive' }, 0, 'arrive')
    : next({ step: 'deliver' }, 0, 'deliver');
}

async function restaurantOf(input: AutopilotContext, order: OrderRow) {
  const [r] = await input.db
    .select({ latitude: schema.restaurants.latitude, longitude: schema.restaurants.longitude })
    .from(schema.restaurants)
    .where(and(eq(schema.restaurants.id, order.restaurantId)));
  if (!r) throw new Error(`restaurant of order ${order.id} not found`);
  return r;
}

const restaurantPoint = (r: { latitude: number; longitude: number }) => ({
  lat: r.latitude,
  lng: r.longitude,
});

async function routeOf(
  input: AutopilotContext,
  captain: { latitude: number | null; longitude: number | null },
  to: { lat: number; lng: number },
): Promise<[number, number][]> {
  const from =
    captain.latitude !== null && captain.longitude !== null
      ? { lat: captain.latitude, lng: captain.longitude }
      : to;
  const path = await input.geo.routePath(from, to);
  return pointsAlong(path, POINTS_TO_RESTAURANT).map((p) => [p.lat, p.lng]);
}
