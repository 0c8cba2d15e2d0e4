// POST /api/admin/audit { entity?, restaurant_id?, actor_user_id?, before_id? } -> the newest changes
// first, AUDIT_PAGE_SIZE at a time; `next_before_id` asks for the older ones (any operator, each
// reading the entities of its level: support/audit-scope.ts).
import { z } from 'zod';
import { authFields } from '../common/auth-fields.ts';
import { optionalBody } from '../common/envelope.ts';
import { okResponse } from '../common/lifecycle-fields.ts';
import { idInput } from '../common/strict-inputs.ts';

export const AUDIT_PAGE_SIZE = 50;
export const auditEntity = z.enum(
  [
    'restaurant',
    'category',
    'item',
    'operator',
    'staff',
    'coupon',
    'captain',
    'slide',
    'settings',
    'order',
    'customer',
    'goodwill',
    'cash_handin',
    'rating',
    'webhook',
  ],
  {
    error:
      'entity must be restaurant, category, item, operator, staff, coupon, captain, slide, settings, order, customer, goodwill, cash_handin, rating or webhook',
  },
);
export type AuditEntity = z.infer<typeof auditEntity>;

export const listAuditLogBody = optionalBody(
  z.object({
    ...authFields,
    entity: auditEntity.nullish(),
    restaurant_id: idInput('restaurant_id').nullish(),
    actor_user_id: idInput('actor_user_id').nullish(),
    before_id: idInput('before_id').nullish(),
  }),
).meta({ examples: [{ entity: 'restaurant', restaurant_id: 1, actor_user_id: 1, before_id: null }] });
export type ListAuditLogBody = z.infer<typeof listAuditLogBody>;

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ user_id: z.number().int().nullable(), name: z.string(), role: z.string() }),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  restaurant_id: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const listAuditLogResponse = okResponse(
  z.object({ entries: z.array(auditEntry), next_before_id: z.number().int().nullable() }),
);
