import { describe, expect, it } from 'vitest';
import { isOrderable } from '../src/catalog/is-orderable.ts';

describe('isOrderable', () => {
  it('needs a restaurant both open and active', () => {
    expect(isOrderable({ is_open: 1, is_active: 1 })).toBe(true);
    expect(isOrderable({ is_open: 0, is_active: 1 })).toBe(false);
    expect(isOrderable({ is_open: 1, is_active: 0 })).toBe(false);
    expect(isOrderable({ is_open: 0, is_active: 0 })).toBe(false);
  });
});
