import { describe, expect, it } from 'vitest';
import type { PartnerOrder } from './api/partner-order.ts';
import { arrivals, boardColumn } from './board-column.ts';

describe('boardColumn', () => {
  it('puts a placed order under New, whatever else it says', () => {
    expect(boardColumn({ orderstatus_id: 1, ready_at: null })).toBe('new');
  });
  it('keeps an order for later under Upcoming until its release, then New', () => {
    expect(boardColumn({ orderstatus_id: 1, ready_at: null, release_at: '2026-11-20T06:48:00Z' })).toBe(
      'upcoming',
    );
    expect(boardColumn({ orderstatus_id: 1, ready_at: null, release_at: null })).toBe('new');
  });
  it('keeps accepted orders cooking until they are marked ready', () => {
    expect(boardColumn({ orderstatus_id: 2, ready_at: null })).toBe('cooking');
    // A captain may be assigned while the food is still cooking.
    expect(boardColumn({ orderstatus_id: 3, ready_at: null })).toBe('cooking');
  });
  it('shows cooked orders as ready: delivery by its ready time, pickup by its status', () => {
    expect(boardColumn({ orderstatus_id: 2, ready_at: '2026-11-19T07:40:00Z' })).toBe('ready');
    expect(boardColumn({ orderstatus_id: 3, ready_at: '2026-11-19T07:40:00Z' })).toBe('ready');
    expect(boardColumn({ orderstatus_id: 10, ready_at: '2026-11-19T07:40:00Z' })).toBe('ready');
  });
  it('takes an order off the board once it leaves the kitchen: picked up, delivered or cancelled', () => {
    expect(boardColumn({ orderstatus_id: 4, ready_at: '2026-11-19T07:40:00Z' })).toBeNull();
    expect(boardColumn({ orderstatus_id: 5, ready_at: '2026-11-19T07:40:00Z' })).toBeNull();
    expect(boardColumn({ orderstatus_id: 6, ready_at: null })).toBeNull();
  });
});

describe('arrivals', () => {
  const order = (id: number) => ({ id }) as PartnerOrder;
  it('is the orders not seen before, in the list order', () => {
    expect(arrivals(new Set([2]), [order(3), order(2), order(1)]).map((o) => o.id)).toEqual([3, 1]);
    expect(arrivals(new Set([1, 2]), [order(2), order(1)])).toEqual([]);
  });
});
