import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buttonClass } from './button-class.ts';

const sheet = readFileSync(new URL('../../styles.css', import.meta.url), 'utf8');

describe('buttonClass', () => {
  it('is a primary, medium button unless told otherwise', () => {
    expect(buttonClass({})).toBe('btn btn--primary');
  });

  it('adds the size, the full width and a class of the caller', () => {
    expect(buttonClass({ variant: 'ghost', size: 'small', block: true }, 'extra')).toBe(
      'btn btn--ghost btn--small btn--block extra',
    );
  });

  it('names only classes the style sheet has a rule for', () => {
    const looks = [
      buttonClass({ variant: 'primary', size: 'small', block: true }),
      buttonClass({ variant: 'outline' }),
      buttonClass({ variant: 'ghost' }),
      buttonClass({ variant: 'danger' }),
    ];
    for (const name of new Set(looks.join(' ').split(' ')))
      expect(sheet, `.${name}`).toMatch(new RegExp(`^\\.${name} \\{`, 'm'));
  });
});
