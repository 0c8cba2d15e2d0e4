import { describe, expect, it } from 'vitest';
import { safeNextPath } from './after-login.ts';

describe('safeNextPath', () => {
  it('keeps a path on this site', () => {
    expect(safeNextPath('/partner')).toBe('/partner');
    expect(safeNextPath('/captain?x=1')).toBe('/captain?x=1');
    expect(safeNextPath('/')).toBe('/');
  });
  it('refuses anything that could leave the site', () => {
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'partner', '', null]) {
      expect(safeNextPath(bad)).toBeNull();
    }
  });
});
