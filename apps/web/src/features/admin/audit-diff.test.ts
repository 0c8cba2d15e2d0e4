import { describe, expect, it } from 'vitest';
import { auditDiff, auditValue } from './audit-diff.ts';
import { actionLabel, entityLabel, roleLabel } from './audit-labels.ts';

describe('auditDiff', () => {
  it('lists only the keys whose value changed', () => {
    expect(
      auditDiff(
        { name: 'Paneer tikka', price: '249.00', is_active: true, version: 3 },
        { name: 'Paneer tikka', price: '199.00', is_active: false, version: 4 },
      ),
    ).toEqual([
      { key: 'price', before: '249.00', after: '199.00' },
      { key: 'is_active', before: true, after: false },
      { key: 'version', before: 3, after: 4 },
    ]);
  });
  it('shows every key of something created or removed', () => {
    expect(auditDiff(null, { name: 'Asha', level: 'support' })).toEqual([
      { key: 'name', before: undefined, after: 'Asha' },
      { key: 'level', before: undefined, after: 'support' },
    ]);
    expect(auditDiff({ id: 7 }, null)).toEqual([{ key: 'id', before: 7, after: undefined }]);
  });
  it('lists keys that came, and leaves out what a partial after-record does not name', () => {
    expect(
      auditDiff({ order: [1, 2], tags: { a: 1 }, old: 'x' }, { order: [2, 1], tags: { a: 1 }, added: null }),
    ).toEqual([
      { key: 'order', before: [1, 2], after: [2, 1] },
      { key: 'added', before: undefined, after: null },
    ]);
    expect(
      auditDiff({ id: 7, name: 'Mishti Doi', price: '60.00' }, { archived_at: '2026-11-26T00:36:20Z' }),
    ).toEqual([{ key: 'archived_at', before: undefined, after: '2026-11-26T00:36:20Z' }]);
  });
  it('is empty when nothing changed, and compares plain values whole', () => {
    expect(auditDiff({ a: 1 }, { a: 1 })).toEqual([]);
    expect(auditDiff(null, null)).toEqual([]);
    expect(auditDiff(undefined, null)).toEqual([]);
    expect(auditDiff([1], [1, 2])).toEqual([{ key: '', before: [1], after: [1, 2] }]);
    expect(auditDiff('open', 'closed')).toEqual([{ key: '', before: 'open', after: 'closed' }]);
  });
});

describe('auditValue', () => {
  it('reads values in words', () => {
    expect(auditValue(true)).toBe('yes');
    expect(auditValue(false)).toBe('no');
    expect(auditValue(null)).toBe('none');
    expect(auditValue(undefined)).toBe('');
    expect(auditValue('249.00')).toBe('249.00');
    expect(auditValue(3)).toBe('3');
    expect(auditValue([2, 1])).toBe('[2,1]');
    expect(auditValue({ a: 1 })).toBe('{"a":1}');
  });
  it('reads a moment in India time', () => {
    const text = auditValue('2026-11-26T00:40:17.625Z');
    expect(text).toMatch(/^26 Nov 2026, 6:10\s?[ap]m IST$/i);
    expect(auditValue('2026-11-26')).toBe('2026-11-26');
  });
  it('shortens long text', () => {
    const text = auditValue('x'.repeat(500));
    expect(text).toHaveLength(160);
    expect(text.endsWith('…')).toBe(true);
  });
});

describe('audit labels', () => {
  it('names roles, entities and actions in words', () => {
    expect(roleLabel('staff')).toBe('Restaurant staff');
    expect(roleLabel('admin')).toBe('Admin');
    expect(roleLabel('night_shift')).toBe('Night shift');
    expect(entityLabel('item')).toBe('Dish');
    expect(entityLabel('staff')).toBe('Staff');
    expect(entityLabel('delivery_zone')).toBe('Delivery zone');
    expect(actionLabel('item.archive')).toBe('Dish archive');
    expect(actionLabel('operator.invite')).toBe('Operator invite');
    expect(actionLabel('category.reorder_dishes')).toBe('Category reorder dishes');
    expect(actionLabel('login')).toBe('Login');
    expect(actionLabel('cash_handin.reverse')).toBe('Cash hand-in reverse');
  });
});
