import { describe, expect, it } from 'vitest';
import { thumbsText } from './thumbs-text.ts';

describe('thumbsText', () => {
  it('gives the share with what it is made of', () => {
    expect(thumbsText({ up: 12, down: 2, share: 86 })).toBe('Thumbs up from customers: 86% (12 of 14)');
    expect(thumbsText({ up: 0, down: 3, share: 0 })).toBe('Thumbs up from customers: 0% (0 of 3)');
  });
  it('says none yet before the first thumb', () => {
    expect(thumbsText({ up: 0, down: 0, share: null })).toBe('No customer thumbs yet');
  });
});
