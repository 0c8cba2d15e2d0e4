import { describe, expect, it } from 'vitest';
import { isPlainClick } from './is-plain-click.ts';

const click = {
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
};

describe('isPlainClick', () => {
  it('a plain left click on a link that opens here stays in the app', () => {
    expect(isPlainClick(click, undefined)).toBe(true);
    expect(isPlainClick(click, '_self')).toBe(true);
  });

  it('leaves to the browser a middle click, any modifier, another target or a handled click', () => {
    expect(isPlainClick({ ...click, button: 1 }, undefined)).toBe(false);
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const) {
      expect(isPlainClick({ ...click, [key]: true }, undefined)).toBe(false);
    }
    expect(isPlainClick(click, '_blank')).toBe(false);
    expect(isPlainClick({ ...click, defaultPrevented: true }, undefined)).toBe(false);
  });
});
