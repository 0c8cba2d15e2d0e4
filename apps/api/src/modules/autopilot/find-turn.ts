// Whom the demo autopilot may play on an order (decision 027). It plays the restaurant and the captain
// apart, and each only while no person is that role:
// - a person who acted as the order's restaurant (or captain) has that role of the order for good;
// - the restaurant's staff at their console now (an open stream or an action in the last minutes) are
//   given their orders: the autopilot waits and looks again;
// - a captain offered the order who is at the captain app decides first: the autopilot waits until
//   the offer ends (an offer to a captain whose app is closed does not hold the order up);
// - the rider on the order is the autopilot's only while no person is that captain (logged in, or at
//   the captain app): once one is, the trip is theirs.
import { type Db, schema } from '@khabar/db';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
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

/** Someone can act as this captain: their account has a live session, or they are at the app. */
async function isCaptainPerson(
  input: { db: Db; now: () => Date },
  captain: { id: number; userId: number | null },
): Promise<boolean> {
  if (await checkPresence({ ...input, who: { kind: 'captain', id: captain.id } })) return true;
  return captain.userId !== null && (await liveSessionUsers(input, [captain.userId])).size > 0;
}

/** Of these accounts, those logged in somewhere now (a session neither revoked nor expired). */
export async function liveSessionUsers(
  input: { db: Db; now: () => Date },
  userIds: number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const s = schema.sessions;
  const rows = await input.db
    .selectDistinct({ userId: s.userId })
    .from(s)
    .where(and(inArray(s.userId, userIds), isNull(s.revokedAt), gt(s.expiresAt, input.now())));
  return new Set(rows.map((r) => r.userId));
}

export async function findTurn(
  input: { db: Db; now: () => Date },
  order: OrderRow,
  step: StepName,
): Promise<Turn> {
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
    .select({ id: schema.deliveryPartners.id, userId: schema.deliveryPartners.userId })
    .from(schema.deliveryPartners)
    .where(eq(schema.deliveryPartners.id, order.deliveryPartnerId));
  return rider && !(await isCaptainPerson(input, rider)) ? 'play' : 'leave';
}
