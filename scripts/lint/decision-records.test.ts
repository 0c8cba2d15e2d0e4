// Every decision record says when it was taken and whether it still holds, and the index lists it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('../../docs/decisions/', import.meta.url));
const records = readdirSync(dir).filter((f) => /^\d{3}-[a-z0-9-]+\.md$/.test(f));
const index = readFileSync(join(dir, 'README.md'), 'utf8');

describe('decision records', () => {
  it('exist', () => {
    expect(records.length).toBeGreaterThan(0);
  });

  it.each(records)('%s has a numbered title, a Date and a Status, and is in the index', (file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    const head = text.split('\n').slice(0, 6).join('\n');
    expect(head).toMatch(new RegExp(`^# ${file.slice(0, 3)} \\S`));
    expect(head).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/m);
    expect(head).toMatch(/^Status: (accepted|proposed|superseded by \d{3}|deprecated)$/m);
    expect(text).toMatch(/^## Context$/m);
    expect(text).toMatch(/^## Decision$/m);
    expect(text).toMatch(/^## Consequences$/m);
    expect(index).toContain(`(${file})`);
  });

  it('numbers each record once', () => {
    const numbers = records.map((f) => f.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
