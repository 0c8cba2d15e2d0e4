// What every lifecycle service needs, passed as part of its one object argument (never the Fastify
// instance): the database, the bus to publish on after commit, the clock and the lifecycle settings.
import type { Db, schema } from '@khabar/db';
import type { EventBus } from '../../adapters/events/event-bus.ts';
import type { AppConfig } from '../../config/load-config.ts';

export interface LifecycleContext {
  db: Db;
  events: EventBus;
  now: () => Date;
  settings: AppConfig['lifecycle'];
}

export type OrderRow = typeof schema.orders.$inferSelect;

/**
 * The seconds the restaurant has to accept the order: the admin's setting when the order was made,
 * kept on it, so a later change moves no deadline a kitchen is already shown (orders from before the
 * column: the setting in force).
 */
export const acceptWindowOf = ({
  order,
  settings,
}: {
  order: Pick<OrderRow, 'acceptWindowSeconds'>;
  settings: Pick<AppConfig['lifecycle'], 'acceptWindowSeconds'>;
}): number => order.acceptWindowSeconds ?? settings.acceptWindowSeconds;

/**
 * Who asks for a step. People are accounts (their role is checked against the order inside the
 * transaction); 'system' is the job runner and the demo autopilot; 'operator' is support or an admin
 * in the back office (any order is theirs; their level is checked by the support module).
 */
export type Actor =
  | { type: 'customer'; userId: number }
  | { type: 'restaurant'; userId: number }
  | { type: 'captain'; userId: number }
  | { type: 'operator'; userId: number }
  | { type: 'system' };

/** The context of a request's lifecycle call, from what buildApp decorated. */
export const lifecycleContextOf = (app: {
  db: Db;
  events: EventBus;
  now: () => Date;
  config: AppConfig;
}): LifecycleContext => ({ db: app.db, events: app.events, now: app.now, settings: app.config.lifecycle });
