import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptedLanguage, languageOr } from '../src/i18n/said.ts';

describe('acceptedLanguage', () => {
  it('takes the best-ranked language we speak', () => {
    expect(acceptedLanguage('bn-IN,bn;q=0.9,en;q=0.8')).toBe('bn');
    expect(acceptedLanguage('hi')).toBe('hi');
    expect(acceptedLanguage('fr-FR, hi;q=0.5, bn;q=0.7')).toBe('bn');
    expect(acceptedLanguage('en;q=0.2, hi;q=0.9')).toBe('hi');
    expect(acceptedLanguage('bn;q=0, en')).toBe('en');
  });
  it('is English when nothing we speak is asked for, or the header is junk', () => {
    expect(acceptedLanguage(undefined)).toBe('en');
    expect(acceptedLanguage('')).toBe('en');
    expect(acceptedLanguage('ta-IN,fr')).toBe('en');
    fc.assert(fc.property(fc.string(), (h) => ['en', 'hi', 'bn'].includes(acceptedLanguage(h))));
  });
});

describe('languageOr', () => {
  it('keeps a known language and falls back otherwise', () => {
    expect(languageOr('bn')).toBe('bn');
    expect(languageOr(null)).toBe('en');
    expect(languageOr('fr', 'hi')).toBe('hi');
  });
});
