import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSseParser } from '../src/streams/sse-parser.ts';

const WIRE =
  'retry: 3000\n: open\n\nid: 7\nevent: accepted\ndata: {"a":1}\n\n: ping\n\nevent: position\ndata: {"b":2}\n\n';

describe('the event-stream parser', () => {
  it('reads ids, event names and data, and notices comments', () => {
    const p = createSseParser();
    expect(p.push(WIRE)).toEqual([
      { id: '7', event: 'accepted', data: '{"a":1}' },
      { id: null, event: 'position', data: '{"b":2}' },
    ]);
    expect(p.takeComment()).toBe(true);
    expect(p.takeComment()).toBe(false);
  });

  it('joins multi-line data, accepts CRLF, and defaults the event name', () => {
    const p = createSseParser();
    expect(p.push('data: one\r\ndata: two\r\n\r\n')).toEqual([
      { id: null, event: 'message', data: 'one\ntwo' },
    ]);
  });

  it('gives the same frames however the bytes are cut into chunks', () => {
    const whole = createSseParser().push(WIRE.replaceAll('\n', '\r\n'));
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: WIRE.length * 2 }), { maxLength: 12 }), (cuts) => {
        const text = WIRE.replaceAll('\n', '\r\n');
        const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
        const p = createSseParser();
        const frames = [];
        let from = 0;
        for (const c of [...points, text.length]) {
          frames.push(...p.push(text.slice(from, c)));
          from = c;
        }
        expect(frames).toEqual(whole);
      }),
    );
  });
});
