import { describe, expect, it } from 'vitest';
import { BLOCKERS, blockerMessage } from '../src/orders/order-blockers.ts';

describe('blockerMessage', () => {
  it('says out of range in the spec’s words and passes the others through', () => {
    expect(blockerMessage(BLOCKERS.outOfRange)).toBe('Not serviceable in selected address');
    expect(blockerMessage(BLOCKERS.closed)).toBe('Restaurant is closed.');
    expect(blockerMessage(BLOCKERS.inactive)).toBe('Restaurant is inactive.');
  });
});
