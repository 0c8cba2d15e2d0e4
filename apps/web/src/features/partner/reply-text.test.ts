import { describe, expect, it } from 'vitest';
import { readReply, replyCounterText } from './reply-text.ts';

describe('readReply', () => {
  it('sends the trimmed words', () => {
    expect(readReply('  Thank you, come again!\n')).toEqual({ ok: true, reply: 'Thank you, come again!' });
  });
  it('refuses an empty or blank reply in the server’s words', () => {
    const refused = { ok: false, message: 'Write a reply of 1 to 500 characters of plain text.' };
    expect(readReply('')).toEqual(refused);
    expect(readReply(' \n\t ')).toEqual(refused);
  });
  it('takes 500 characters and refuses 501', () => {
    expect(readReply('a'.repeat(500))).toEqual({ ok: true, reply: 'a'.repeat(500) });
    expect(readReply('a'.repeat(501)).ok).toBe(false);
    // Spaces around do not count: the server trims them too.
    expect(readReply(` ${'a'.repeat(500)} `).ok).toBe(true);
  });
});

describe('replyCounterText', () => {
  it('counts what is typed against the limit', () => {
    expect(replyCounterText('')).toBe('0 of 500 characters');
    expect(replyCounterText('Thanks')).toBe('6 of 500 characters');
  });
});
