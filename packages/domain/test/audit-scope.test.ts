import { describe, expect, it } from 'vitest';
import { auditEntity } from '../src/contracts/admin/list-audit-log.ts';
import { auditEntitiesFor, mayReadAuditEntity } from '../src/support/audit-scope.ts';

describe('the audit log each operator level reads', () => {
  it('gives an admin every entity', () => {
    expect(auditEntitiesFor('admin')).toBeNull();
    for (const entity of auditEntity.options) expect(mayReadAuditEntity('admin', entity)).toBe(true);
  });

  it('gives support only orders, customers, goodwill credits and ratings (it hides abusive comments)', () => {
    expect(auditEntitiesFor('support')).toEqual(['order', 'customer', 'goodwill', 'rating']);
    const readable = auditEntity.options.filter((entity) => mayReadAuditEntity('support', entity));
    expect(readable).toEqual(['order', 'customer', 'goodwill', 'rating']);
    expect(mayReadAuditEntity('support', 'settings')).toBe(false);
    expect(mayReadAuditEntity('support', 'cash_handin')).toBe(false);
    expect(mayReadAuditEntity('support', '')).toBe(false);
  });
});
