// The demo autopilot after a start: an order in progress that has no autopilot step waiting (the
// seeded "on the way" order, an order placed while the autopilot was off, a chain whose last step
// failed) gets the steps that fit where it stands, so nothing in the demo stays "on the way" for ever.
// The steps check the order's state and who plays it themselves (a part a person took stays theirs),
// so a resume is safe to repeat; its key carries the order's last change, so two processes starting
// together enqueue it once.
import { schema } from '@khabar/db';
import { ORDER_STATUS, pointsAlong } from '@khabar/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { enqueueJob, type JobPayloads } from '../jobs/index.ts';
import type { OrderRow } from '../lifecycle/index.ts';
import type { AutopilotContext } from './run-autopilot-step.ts';

type Step = Omit<JobPayloads['autopilot'], 'orderId'>;

const IN_PROGRESS = [
  ORDER_STATUS.placed,
  ORDER_STATUS.preparing,
  ORDER_STATUS.agentAssigned,
  ORDER_STATUS.onTheWay,
  ORDER_STATUS.readyForPickup,
];
const POINTS_TO_CUSTOMER = 20;

/** Enqueues the next step of every stranded order; resolves with how many were resumed. */
export async function resumeAutopilot(input: AutopilotContext): Promise<number> {
  const o = schema.orders;
  const stranded = await input.db
    .select()
    .from(o)
    .where(
      and(
        inArray(o.orderstatusId, IN_PROGRESS),
        // An order for later not yet released has its release job; the autopilot starts there.
        sql`not (${o.orderstatusId} = ${ORDER_STATUS.placed} and ${o.placedAt} is null)`,
        sql`not exists (select 1 from jobs j where j.name = 'autopilot' and j.status = 'pending'
          and (j.payload->>'orderId')::bigint = ${o.id})`,
      ),
    );
  for (const order of stranded) {
    for (const step of await nextSteps(input, order)) {
      await enqueueJob({
        tx: input.db,
        job: {
          name: 'autopilot',
          payload: { orderId: order.id, ...step },
          runAt: input.now(),
          singletonKey: `autopilot:${order.id}:resume:${order.updatedAt.getTime()}:${step.step}`,
        },
      });
    }
  }
  return stranded.length;
}

/** The kitchen's next step and the rider's, as far as the order still needs them. */
async function nextSteps(input: AutopilotContext, order: OrderRow): Promise<Step[]> {
  const kitchen: Step[] = order.readyAt ? [] : [{ step: 'ready' }];
  switch (order.orderstatusId) {
    case ORDER_STATUS.placed:
      return [{ step: 'accept' }];
    case ORDER_STATUS.preparing:
      return order.deliveryType === 1 ? [...kitchen, { step: 'assign' }] : kitchen;
    case ORDER_STATUS.agentAssigned:
      return [...kitchen, order.arrivedAt ? { step: 'pick_up' } : { step: 'arrive' }];
    case ORDER_STATUS.onTheWay:
      return [{ step: 'ride', leg: 'customer', index: 0, points: await pathToCustomer(input, order) }];
    case ORDER_STATUS.readyForPickup:
      return [{ step: 'hand_over' }];
    default:
      return [];
  }
}

/** From where the captain last was (or the restaurant) to the customer's door. */
async function pathToCustomer(input: AutopilotContext, order: OrderRow): Promise<[number, number][]> {
  const [from] = order.deliveryPartnerId
    ? await input.db
        .select({ lat: schema.deliveryPartners.latitude, lng: schema.deliveryPartners.longitude })
        .from(schema.deliveryPartners)
        .where(eq(schema.deliveryPartners.id, order.deliveryPartnerId))
    : [];
  const [r] = await input.db
    .select({ lat: schema.restaurants.latitude, lng: schema.restaurants.longitude })
    .from(schema.restaurants)
    .where(eq(schema.restaurants.id, order.restaurantId));
  const start = from?.lat != null && from.lng != null ? { lat: from.lat, lng: from.lng } : r;
  const to = { lat: order.latitude, lng: order.longitude };
  const path = await input.geo.routePath(start ?? to, to);
  return pointsAlong(path, POINTS_TO_CUSTOMER).map((p) => [p.lat, p.lng]);
}
