// Whom the demo autopilot may play on an order (decisions 027, 041). It plays the restaurant and the
// captain apart, and each only while no person is that role:
// - a person who acted as the order's restaurant (or captain) has that role of the order for good;
// - the restaurant's staff at their console now (an open stream or an action in the last minutes) are
//   given their orders: the autopilot waits and looks again;
// - a captain offered the order who is at the captain app decides first: the autopilot waits until
//   the offer ends (an offer to a captain whose app is closed does not hold the order up);
// - the rider's steps are the autopilot's only when the rider is one of its own riders, which have no
//   account: a person's captain (logged in or not) rides their own trips.
import { type Db, schema } from '@khabar/db';
import { and, eq, gt } from 'drizzle-orm';
import type { JobPayloads } from '../jobs/index.ts';
import type { OrderRow } from '../lifecycle/index.ts';
import { checkPresence } from '../presence/index.ts';

type StepName = JobPayloads['autopilot']['step'];
type Role = 'restaurant' | 'captain';

const ROLE: Record<StepName, Role> = {
  accept: 'restaurant',
  ready: 'restaurant',
  hand_over: 'restaurant',
  assign: 'captain',
  ride: 'captain',
  arrive: 'captain',
  pick_up: 'captain',
  deliver: 'captain',
};

/** 'play': do the step now; 'wait': a person may still do it, look again shortly; 'leave': theirs. */
export type Turn = 'play' | 'wait' | 'leave';

async function actedAs(db: Db, orderId: number, role: Role): Promise<boolean> {
  const [row] = await db
    .select({ id: schema.orderEvents.id })
    .from(schema.orderEvents)
    .where(and(eq(schema.orderEvents.orderId, orderId), eq(schema.orderEvents.actorType, role)))
    .limit(1);
  return Boolean(row);
}

export async function findTurn({
  input,
  order,
  step,
}: {
  input: { db: Db; now: () => Date };
  order: OrderRow;
  step: StepName;
}): Promise<Turn> {
  const role = ROLE[step];
  if (await actedAs(input.db, order.id, role)) return 'leave';
  if (role === 'restaurant') {
    const present = await checkPresence({ ...input, who: { kind: 'restaurant', id: order.restaurantId } });
    return present ? 'wait' : 'play';
  }
  if (step === 'assign') {
    const [open] = await input.db
      .select({ captainId: schema.captainOffers.deliveryPartnerId })
      .from(schema.captainOffers)
      .where(
        and(
          eq(schema.captainOffers.orderId, order.id),
          eq(schema.captainOffers.status, 'offered'),
          gt(schema.captainOffers.expiresAt, input.now()),
        ),
      )
      .limit(1);
    if (!open) return 'play';
    const present = await checkPresence({ ...input, who: { kind: 'captain', id: open.captainId } });
    return present ? 'wait' : 'play';
  }
  if (!order.deliveryPartnerId) return 'leave';
  const [rider] = await input.db
    .select({ autopilotRider: schema.deliveryPartners.autopilotRider })
    .from(schema.deliveryPartners)
    .where(eq(schema.deliveryPartners.id, order.deliveryPartnerId));
  return rider?.autopilotRider ? 'play' : 'leave';
}
