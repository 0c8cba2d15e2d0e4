import { describe, expect, it } from 'vitest';
import { lateText, readBoardFilters } from './board-values.ts';

describe('readBoardFilters', () => {
  it('keeps what the address says when it is a known filter', () => {
    const f = readBoardFilters(
      new URLSearchParams('status=at_risk&restaurant=3&area=Park Street&payment=COD&page=2'),
    );
    expect(f).toEqual({ status: 'at_risk', restaurantId: 3, area: 'Park Street', payment: 'COD', page: 2 });
  });
  it('drops what it does not know rather than send the server a bad filter', () => {
    const f = readBoardFilters(
      new URLSearchParams(`status=x&restaurant=-1&area=${'a'.repeat(81)}&payment=CASH&page=0`),
    );
    expect(f).toEqual({ status: null, restaurantId: null, area: null, payment: null, page: 1 });
  });
});

describe('lateText', () => {
  it('says late, left, due or on time', () => {
    expect(lateText(12, 2)).toBe('12 min late');
    expect(lateText(-8, 2)).toBe('8 min left');
    expect(lateText(0, 4)).toBe('Due now');
    expect(lateText(-3, 5)).toBe('On time');
    expect(lateText(7, 5)).toBe('Delivered 7 min late');
    expect(lateText(null, 6)).toBe('–');
  });
});
