import { describe, expect, it } from 'vitest';
import { readReply } from './reply-text.ts';

describe('readReply', () => {
  it('sends the trimmed words', () => {
    expect(readReply('  Thank you, come again!\n')).toEqual({ ok: true, reply: 'Thank you, come again!' });
  });
  it('refuses an empty or blank reply', () => {
    expect(readReply('')).toEqual({ ok: false });
    expect(readReply(' \n\t ')).toEqual({ ok: false });
  });
  it('takes 500 characters and refuses 501', () => {
    expect(readReply('a'.repeat(500))).toEqual({ ok: true, reply: 'a'.repeat(500) });
    expect(readReply('a'.repeat(501)).ok).toBe(false);
    // Spaces around do not count: the server trims them too.
    expect(readReply(` ${'a'.repeat(500)} `).ok).toBe(true);
  });
});
