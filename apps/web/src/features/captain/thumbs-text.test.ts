import { describe, expect, it } from 'vitest';
import { thumbsCount } from './thumbs-text.ts';

describe('thumbsCount', () => {
  it('gives the share with what it is made of', () => {
    expect(thumbsCount({ up: 12, down: 2, share: 86 })).toEqual({ share: 86, up: 12, total: 14 });
    expect(thumbsCount({ up: 0, down: 3, share: 0 })).toEqual({ share: 0, up: 0, total: 3 });
  });
  it('says none yet before the first thumb', () => {
    expect(thumbsCount({ up: 0, down: 0, share: null })).toBeNull();
    expect(thumbsCount({ up: 0, down: 0, share: 0 })).toBeNull();
  });
});
