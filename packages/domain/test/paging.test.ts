// Paging: a page window fetches one row more than a page holds, and that extra row alone says whether
// another page follows; walking the pages shows every row once, in order.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageWindow, splitPage } from '../src/index.ts';

describe('pageWindow and splitPage', () => {
  it('page 1 starts at the first row and fetches one more than the page', () => {
    expect(pageWindow(1, 100)).toEqual({ offset: 0, limit: 101 });
    expect(pageWindow(3, 20)).toEqual({ offset: 40, limit: 21 });
  });

  it('a full page plus the extra row has a next page; a short or exact page has none', () => {
    expect(splitPage([1, 2, 3], 1, 2)).toEqual({ rows: [1, 2], nextPage: 2 });
    expect(splitPage([1, 2], 4, 2)).toEqual({ rows: [1, 2], nextPage: null });
    expect(splitPage([1], 1, 2)).toEqual({ rows: [1], nextPage: null });
    expect(splitPage([], 1, 2)).toEqual({ rows: [], nextPage: null });
  });

  it('walking the pages of any list shows each row once, in order, and ends', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 60 }), fc.integer({ min: 1, max: 7 }), (all, size) => {
        const seen: number[] = [];
        let page: number | null = 1;
        let pages = 0;
        while (page !== null) {
          const { offset, limit } = pageWindow(page, size);
          const next: { rows: number[]; nextPage: number | null } = splitPage(
            all.slice(offset, offset + limit),
            page,
            size,
          );
          const { rows, nextPage } = next;
          seen.push(...rows);
          page = nextPage;
          pages++;
        }
        expect(seen).toEqual(all);
        expect(pages).toBe(Math.max(1, Math.ceil(all.length / size)));
      }),
    );
  });
});
