import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HIGH_RATING_TAGS,
  LOW_RATING_TAGS,
  RATING_EDIT_MS,
  RATING_WINDOW_MS,
  ratingEditable,
  ratingRefusal,
  ratingTagsFor,
  restaurantRating,
  thumbsUpShare,
} from '../src/ratings/rating-rules.ts';

const delivered = new Date('2026-11-20T12:00:00Z');
const after = (ms: number) => new Date(delivered.getTime() + ms);

describe('who may rate when', () => {
  it('refuses an order that is not delivered, whatever its status', () => {
    for (const statusId of [0, 1, 2, 3, 4, 6, 7, 10]) {
      expect(ratingRefusal({ statusId, deliveredAt: delivered, now: after(1) })).toBe('not_delivered');
    }
    expect(ratingRefusal({ statusId: 5, deliveredAt: null, now: after(1) })).toBe('not_delivered');
  });

  it('takes a delivered order up to exactly 7 days after delivery, not a millisecond later', () => {
    expect(ratingRefusal({ statusId: 5, deliveredAt: delivered, now: after(0) })).toBeNull();
    expect(ratingRefusal({ statusId: 5, deliveredAt: delivered, now: after(RATING_WINDOW_MS) })).toBeNull();
    expect(ratingRefusal({ statusId: 5, deliveredAt: delivered, now: after(RATING_WINDOW_MS + 1) })).toBe(
      'too_late',
    );
  });

  it('lets a rating be changed for exactly 24 hours', () => {
    expect(ratingEditable(delivered, after(RATING_EDIT_MS))).toBe(true);
    expect(ratingEditable(delivered, after(RATING_EDIT_MS + 1))).toBe(false);
  });
});

describe('the chips of a rating', () => {
  it('offers the high set for 4-5 stars, the low set for 1-2, both for 3', () => {
    expect(ratingTagsFor(5)).toEqual(HIGH_RATING_TAGS);
    expect(ratingTagsFor(4)).toEqual(HIGH_RATING_TAGS);
    expect(ratingTagsFor(2)).toEqual(LOW_RATING_TAGS);
    expect(ratingTagsFor(1)).toEqual(LOW_RATING_TAGS);
    expect(ratingTagsFor(3)).toEqual([...HIGH_RATING_TAGS, ...LOW_RATING_TAGS]);
  });

  it('never puts a comma in a chip (the list stores them comma-separated)', () => {
    for (const tag of ratingTagsFor(3)) expect(tag).not.toContain(',');
  });
});

describe("a restaurant's rating", () => {
  it('is 0 with no ratings', () => {
    expect(restaurantRating({ total: 0, count: 0, cityMean: 4.2 })).toBe(0);
  });

  it('does not let three 5-star ratings outrank a hundred 4.6s', () => {
    const few = restaurantRating({ total: 15, count: 3, cityMean: 4.0 });
    const many = restaurantRating({ total: 460, count: 100, cityMean: 4.0 });
    expect(few).toBe(4.2);
    expect(many).toBe(4.5);
    expect(many).toBeGreaterThan(few);
  });

  it('lies between the city mean and its own mean, within 1 to 5', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 300 }),
        fc.double({ min: 1, max: 5, noNaN: true }),
        (stars, cityMean) => {
          const total = stars.reduce((a, b) => a + b, 0);
          const own = total / stars.length;
          const r = restaurantRating({ total, count: stars.length, cityMean });
          expect(r).toBeGreaterThanOrEqual(Math.min(own, cityMean) - 0.05);
          expect(r).toBeLessThanOrEqual(Math.max(own, cityMean) + 0.05);
          expect(Math.round(r * 10)).toBeCloseTo(r * 10, 9);
        },
      ),
    );
  });

  it('rises with a 5-star rating and falls with a 1-star one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.double({ min: 1, max: 5, noNaN: true }),
        fc.double({ min: 1, max: 5, noNaN: true }),
        (count, ownMean, cityMean) => {
          const total = ownMean * count;
          const before = count === 0 ? cityMean : restaurantRating({ total, count, cityMean });
          expect(restaurantRating({ total: total + 5, count: count + 1, cityMean })).toBeGreaterThanOrEqual(
            Math.floor(before * 10) / 10 - 0.05,
          );
          expect(restaurantRating({ total: total + 1, count: count + 1, cityMean })).toBeLessThanOrEqual(
            Math.ceil(before * 10) / 10 + 0.05,
          );
        },
      ),
    );
  });
});

describe("a captain's thumbs-up share", () => {
  it('is null before any thumb, else a whole percent', () => {
    expect(thumbsUpShare(0, 0)).toBeNull();
    expect(thumbsUpShare(2, 1)).toBe(67);
    expect(thumbsUpShare(1, 0)).toBe(100);
    expect(thumbsUpShare(0, 3)).toBe(0);
  });
});
