import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextIndex } from './offline-copy.ts';
import { ageWords } from './offline-query.ts';

describe('nextIndex', () => {
  it('keeps one restaurant list: a new place replaces the last', () => {
    expect(nextIndex(['restaurants delivery 1 2', 'orders 5'], 'restaurants self 3 4')).toEqual({
      index: ['orders 5', 'restaurants self 3 4'],
      dropped: ['restaurants delivery 1 2'],
    });
  });

  it('keeps the last three menus opened, the oldest going first', () => {
    const held = ['restaurant-items a', 'restaurant-items b', 'restaurant-items c'];
    expect(nextIndex(held, 'restaurant-items d')).toEqual({
      index: ['restaurant-items b', 'restaurant-items c', 'restaurant-items d'],
      dropped: ['restaurant-items a'],
    });
  });

  it('a menu opened again moves to the newest place and drops nothing', () => {
    const held = ['restaurant-items a', 'restaurant-items b', 'restaurant-items c'];
    expect(nextIndex(held, 'restaurant-items a')).toEqual({
      index: ['restaurant-items b', 'restaurant-items c', 'restaurant-items a'],
      dropped: [],
    });
  });

  it('whatever is written, no kind holds more than it keeps and the key written is held', () => {
    const keys = fc.constantFrom(
      'restaurants x',
      'restaurants y',
      'orders 1',
      'order-tracking 1 2',
      'order-tracking 1 3',
      'order-tracking 1 4',
      'order-tracking 1 5',
      'restaurant a',
      'restaurant b',
    );
    fc.assert(
      fc.property(fc.array(keys), (writes) => {
        let index: string[] = [];
        for (const key of writes) {
          index = nextIndex(index, key).index;
          expect(index.at(-1)).toBe(key);
          expect(new Set(index).size).toBe(index.length);
        }
        const count = (kind: string) => index.filter((k) => k.split(' ')[0] === kind).length;
        expect(count('restaurants')).toBeLessThanOrEqual(1);
        expect(count('orders')).toBeLessThanOrEqual(1);
        expect(count('order-tracking')).toBeLessThanOrEqual(3);
      }),
    );
  });
});

describe('ageWords', () => {
  it('says how old a copy is in minutes, hours or days', () => {
    expect(ageWords(20_000)).toBe('just now');
    expect(ageWords(3 * 60_000 + 59_000)).toBe('3 min ago');
    expect(ageWords(59 * 60_000)).toBe('59 min ago');
    expect(ageWords(2 * 3_600_000)).toBe('2 h ago');
    expect(ageWords(25 * 3_600_000)).toBe('yesterday');
    expect(ageWords(3 * 86_400_000)).toBe('3 days ago');
  });

  it('a clock that went backwards is "just now", never a negative age', () => {
    expect(ageWords(-5 * 60_000)).toBe('just now');
  });
});

describe('keepCopy waits for an idle moment or the page being left', () => {
  let stored: Map<string, string>;
  let idle: Array<() => void>;
  let leave: Array<() => void>;
  let online: boolean;

  async function load() {
    stored = new Map();
    idle = [];
    leave = [];
    online = true;
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
      removeItem: (k: string) => void stored.delete(k),
    });
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal(
      'addEventListener',
      (type: string, run: () => void) => type === 'pagehide' && leave.push(run),
    );
    vi.stubGlobal('navigator', {
      get onLine() {
        return online;
      },
    });
    vi.resetModules();
    return import('./offline-copy.ts');
  }
  const idleNow = () => {
    for (const run of idle.splice(0)) run();
  };
  const written = (key: string) => JSON.parse(stored.get(`offline:${key}`) ?? 'null')?.data;

  afterEach(() => vi.unstubAllGlobals());

  it('writes nothing at once, and the newest answer once idle', async () => {
    const { keepCopy } = await load();
    keepCopy('restaurants x', ['first'], 1);
    keepCopy('restaurants x', ['second'], 2);
    keepCopy('orders 1', ['mine'], 3);
    expect(stored.size).toBe(0);
    expect(idle).toHaveLength(1);
    idleNow();
    expect(written('restaurants x')).toEqual(['second']);
    expect(written('orders 1')).toEqual(['mine']);
    expect(JSON.parse(stored.get('offline:keys') ?? '[]')).toEqual(['restaurants x', 'orders 1']);
  });

  it('writes what waits when the page is left', async () => {
    const { keepCopy } = await load();
    keepCopy('restaurant-items a', { menu: 1 }, 1);
    for (const run of leave) run();
    expect(written('restaurant-items a')).toEqual({ menu: 1 });
    idleNow();
    expect(written('restaurant-items a')).toEqual({ menu: 1 });
  });

  it('offline, a copy still waiting is the one read', async () => {
    const { keepCopy, offlineCopy } = await load();
    keepCopy('orders 1', ['waiting'], 5);
    online = false;
    expect(offlineCopy('orders 1')).toEqual({ at: 5, data: ['waiting'] });
  });

  it('a logout forgets the copies still waiting too', async () => {
    const { keepCopy, forgetCopies } = await load();
    keepCopy('orders 1', ['private'], 1);
    keepCopy('restaurants x', ['public'], 1);
    forgetCopies(['orders']);
    idleNow();
    expect(stored.has('offline:orders 1')).toBe(false);
    expect(written('restaurants x')).toEqual(['public']);
  });
});
