// An endpoint and its deliveries as the back office reads them, the lock a versioned save takes, and
// what the audit log keeps of an endpoint (never its secret, sealed or not).
import { type Db, schema } from '@khabar/db';
import { type AdminWebhook, type WebhookDelivery, webhookStatusName } from '@khabar/domain';
import { desc, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';

type EndpointRow = typeof schema.webhookEndpoints.$inferSelect;
type DeliveryRow = typeof schema.webhookDeliveries.$inferSelect;

/** How many deliveries an endpoint's card shows. */
const LAST_DELIVERIES = 5;
const NOT_FOUND = 'Webhook endpoint not found';

export const deliveryJson = (d: DeliveryRow): WebhookDelivery => ({
  id: d.id,
  event_id: d.eventId,
  event_type: d.eventType,
  order_id: d.orderId,
  status_name: d.statusId === null ? null : webhookStatusName(d.statusId),
  status: d.status,
  attempts: d.attempts,
  last_status_code: d.lastStatusCode,
  last_error: d.lastError,
  next_try_at: d.status === 'pending' ? (d.nextTryAt?.toISOString() ?? null) : null,
  delivered_at: d.deliveredAt?.toISOString() ?? null,
  created_at: d.createdAt.toISOString(),
});

export const auditedWebhook = (e: EndpointRow) => ({
  url: e.url,
  restaurant_id: e.restaurantId,
  events: e.events,
  is_active: e.isActive,
  version: e.version,
});

/** The endpoints (all, or the ones named), newest first, each with its last deliveries. */
export async function readWebhooks({ db, ids }: { db: Db; ids?: number[] }): Promise<AdminWebhook[]> {
  const rows = await db
    .select({ endpoint: schema.webhookEndpoints, restaurantName: schema.restaurants.name })
    .from(schema.webhookEndpoints)
    .leftJoin(schema.restaurants, eq(schema.restaurants.id, schema.webhookEndpoints.restaurantId))
    .where(ids ? inArray(schema.webhookEndpoints.id, ids) : undefined)
    .orderBy(desc(schema.webhookEndpoints.id));
  return Promise.all(
    rows.map(async ({ endpoint: e, restaurantName }) => ({
      id: e.id,
      url: e.url,
      restaurant_id: e.restaurantId,
      restaurant_name: restaurantName,
      events: e.events,
      is_active: e.isActive,
      version: e.version,
      created_at: e.createdAt.toISOString(),
      last_deliveries: (await readDeliveries({ db, endpointId: e.id, limit: LAST_DELIVERIES })).map(
        deliveryJson,
      ),
    })),
  );
}

export async function readWebhook({ db, id }: { db: Db; id: number }): Promise<AdminWebhook> {
  const [found] = await readWebhooks({ db, ids: [id] });
  if (!found) throw new AppError('NOT_FOUND', NOT_FOUND);
  return found;
}

export function readDeliveries({ db, endpointId, limit }: { db: Db; endpointId: number; limit: number }) {
  return db
    .select()
    .from(schema.webhookDeliveries)
    .where(eq(schema.webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(schema.webhookDeliveries.id))
    .limit(limit);
}

/** The endpoint, locked for the save; another admin's save since `version` was read is a 409. */
export async function lockWebhook({
  tx,
  id,
  version,
}: {
  tx: Db;
  id: number;
  version?: number;
}): Promise<EndpointRow> {
  const [row] = await tx
    .select()
    .from(schema.webhookEndpoints)
    .where(eq(schema.webhookEndpoints.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  if (version !== undefined && row.version !== version) {
    throw new AppError(
      'CONFLICT',
      'Someone else changed this webhook since you opened it. Reload to see their change, then save again.',
    );
  }
  return row;
}
