import { describe, expect, it } from 'vitest';
import { languageFromList } from './languages.ts';

describe('languageFromList', () => {
  it('takes the first of the browser’s languages that we speak', () => {
    expect(languageFromList(['fr-FR', 'bn-IN', 'hi'])).toBe('bn');
    expect(languageFromList(['HI-in', 'en'])).toBe('hi');
    expect(languageFromList(['en-GB'])).toBe('en');
  });
  it('gives nothing when we speak none of them', () => {
    expect(languageFromList(['fr', 'ta-IN'])).toBeNull();
    expect(languageFromList([])).toBeNull();
  });
});
