import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPushMessage } from './push-message.ts';

const ORIGIN = 'https://khabar.example';

describe('readPushMessage', () => {
  it('reads the server payload as it is sent', () => {
    expect(
      readPushMessage(
        { title: 'Food is on the way', body: 'Aminia', url: '/liveTrack/12', tag: 'order-12' },
        ORIGIN,
      ),
    ).toEqual({ title: 'Food is on the way', body: 'Aminia', url: '/liveTrack/12', tag: 'order-12' });
  });

  it('keeps an absolute URL of this app as its path, query and fragment', () => {
    expect(readPushMessage({ title: 't', url: `${ORIGIN}/liveTrack/3?x=1#top` }, ORIGIN)?.url).toBe(
      '/liveTrack/3?x=1#top',
    );
  });

  it('never opens another site: a foreign or protocol-relative URL becomes the landing page', () => {
    for (const url of [
      'https://evil.example/x',
      '//evil.example/x',
      'javascript:alert(1)',
      'http://khabar.example/x',
    ]) {
      expect(readPushMessage({ title: 't', url }, ORIGIN)?.url).toBe('/');
    }
  });

  it('is null without a title, or when the payload is not an object', () => {
    for (const json of [null, 'text', 3, [], { body: 'no title' }, { title: '' }, { title: 5 }]) {
      expect(readPushMessage(json, ORIGIN)).toBeNull();
    }
  });

  it('whatever arrives, the url it opens is on this origin and the texts are bounded', () => {
    fc.assert(
      fc.property(fc.object(), fc.string(), fc.string(), (extra, title, url) => {
        const m = readPushMessage({ ...extra, title: `x${title}`, url }, ORIGIN);
        expect(m).not.toBeNull();
        expect(new URL(m!.url, ORIGIN).origin).toBe(ORIGIN);
        expect(m!.title.length).toBeLessThanOrEqual(120);
        expect(m!.body.length).toBeLessThanOrEqual(400);
      }),
    );
  });
});
