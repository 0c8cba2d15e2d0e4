import { describe, expect, it } from 'vitest';
import { ratingFigureText, ratingTags, reviewsText } from './rating-text.ts';

describe('ratingTags', () => {
  it('splits on commas, trims, and drops blanks and repeats', () => {
    expect(ratingTags('Tasty, Hot ,,Tasty, ')).toEqual(['Tasty', 'Hot']);
  });
  it('gives no chips for an empty string', () => {
    expect(ratingTags('')).toEqual([]);
    expect(ratingTags(' , ')).toEqual([]);
  });
});

describe('reviewsText', () => {
  it('says review for one and reviews otherwise', () => {
    expect(reviewsText(1)).toBe('1 review');
    expect(reviewsText(2)).toBe('2 reviews');
    expect(reviewsText(0)).toBe('0 reviews');
  });
});

describe('ratingFigureText', () => {
  it('gives the figure to one decimal with its count', () => {
    expect(ratingFigureText(4.25, 12)).toBe('4.3 from 12 ratings');
    expect(ratingFigureText(4, 1)).toBe('4.0 from 1 rating');
  });
  it('says none yet before the first rating', () => {
    expect(ratingFigureText(0, 0)).toBe('No ratings yet');
  });
});
