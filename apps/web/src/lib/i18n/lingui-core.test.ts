// The web build's `@lingui/core` (lingui-core.ts, decision 063) against Lingui's own runtime: every
// message of every catalogue, in English (compiled on first use by our compiler, as the first screens
// do) and in Hindi and Bengali (compiled by Lingui's compiler, as the Vite plugin does), with values
// that reach every plural case, gives the same words; and the object behaves as Lingui's where the app
// and @lingui/react use it.
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { setupI18n } from '@lingui/core';
import { compileMessage as linguiCompile } from '@lingui/message-utils/compileMessage';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileMessage } from './compile-message.ts';
import { createI18n } from './lingui-core.ts';

const web = fileURLToPath(new URL('../../..', import.meta.url));
const LOCALES = { en: 'en-IN', hi: 'hi-IN', bn: 'bn-IN' } as const;
type Locale = keyof typeof LOCALES;

/** Every message: its id, its English, and its Hindi and Bengali. */
const messages: Array<{ id: string; message: string; hi: string; bn: string }> = [];

beforeAll(async () => {
  const config = getConfig({ cwd: web, configPath: `${web}/lingui.config.ts` });
  for (const catalog of await getCatalogs(config)) {
    const hi = (await catalog.read('hi')) ?? {};
    const bn = (await catalog.read('bn')) ?? {};
    for (const [id, m] of Object.entries(hi)) {
      messages.push({ id, message: m.message ?? id, hi: m.translation ?? '', bn: bn[id]?.translation ?? '' });
    }
  }
}, 60_000);

type Compiled = ReturnType<typeof linguiCompile>;
/** The placeholders of a compiled message: plural ones take numbers, select ones one of their keys. */
function argsOf(compiled: Compiled, into = new Map<string, string[] | 'number' | 'text'>()) {
  if (!Array.isArray(compiled)) return into;
  for (const token of compiled) {
    if (typeof token === 'string') continue;
    const [name, type, cases] = token as [string, string?, Record<string, Compiled>?];
    if (type === 'plural' || type === 'selectordinal') into.set(name, 'number');
    else if (type === 'select') into.set(name, [...Object.keys(cases ?? {}), 'nothing-of-these']);
    else if (!into.has(name)) into.set(name, 'text');
    for (const c of Object.values(cases ?? {})) argsOf(c, into);
  }
  return into;
}

const NUMBERS = [0, 1, 2, 3, 5, 11, 21, 100, 999, 1000, 1234567, -1, -0, -999, -1000, 1.5];

/** Value sets reaching every case: each number for the plural ones, each key for the select ones. */
function valueSets(compiled: Compiled): Array<Record<string, unknown>> {
  const args = [...argsOf(compiled)];
  const width = Math.max(
    1,
    ...args.map(([, kind]) => (kind === 'number' ? NUMBERS.length : kind === 'text' ? 2 : kind.length)),
  );
  return Array.from({ length: width }, (_, i) =>
    Object.fromEntries(
      args.map(([name, kind]) => [
        name,
        kind === 'number'
          ? NUMBERS[i % NUMBERS.length]
          : kind === 'text'
            ? ['Aminia', 42][i % 2]
            : kind[i % kind.length],
      ]),
    ),
  );
}

function both(locale: Locale) {
  const lingui = setupI18n();
  const ours = createI18n();
  const compiled = (pick: (m: (typeof messages)[number]) => string) =>
    Object.fromEntries(messages.map((m) => [m.id, linguiCompile(pick(m))]));
  // English: no catalogue, each message compiled by our compiler on first use, as in production.
  const catalogue = locale === 'en' ? {} : compiled((m) => (locale === 'hi' ? m.hi : m.bn));
  for (const i18n of [lingui, ours]) {
    i18n.setMessagesCompiler(compileMessage);
    i18n.loadAndActivate({ locale, locales: [LOCALES[locale]], messages: catalogue });
  }
  return { lingui, ours };
}

describe.each(Object.keys(LOCALES) as Locale[])('in %s', (locale) => {
  it('gives Lingui’s words for every message of the catalogues, with values reaching every case', () => {
    expect(messages.length).toBeGreaterThan(1000);
    const { lingui, ours } = both(locale);
    let compared = 0;
    for (const m of messages) {
      const shown = locale === 'en' ? m.message : locale === 'hi' ? m.hi : m.bn;
      for (const values of valueSets(linguiCompile(shown))) {
        // As @lingui/react's Trans asks (id, values, message) and as the t macro does (a descriptor).
        expect(ours._(m.id, values, { message: m.message }), m.id).toBe(
          lingui._(m.id, values, { message: m.message }),
        );
        expect(ours._({ id: m.id, message: m.message, values })).toBe(
          lingui._({ id: m.id, message: m.message, values }),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(messages.length);
  });
});

describe('what no catalogue uses yet', () => {
  it('gives Lingui’s words for exact cases, offsets, ordinals and a select inside a plural', () => {
    const extra = [
      '{n, plural, =0 {No dishes} one {# dish} other {# dishes}}',
      '{n, plural, offset:1 =0 {Nobody} =1 {Only you} one {You and # other} other {You and # others}}',
      '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} order',
      '{n, plural, one {{diet, select, veg {# veg dish} other {# dish}}} other {# dishes from {place}}}',
      'Escaped \\u0041 and \\x42',
    ];
    for (const locale of Object.keys(LOCALES) as Locale[]) {
      const lingui = setupI18n();
      const ours = createI18n();
      const catalogue = Object.fromEntries(extra.map((m, i) => [`x${i}`, linguiCompile(m)]));
      for (const i18n of [lingui, ours])
        i18n.loadAndActivate({ locale, locales: [LOCALES[locale]], messages: catalogue });
      for (const [i, m] of extra.entries()) {
        for (const values of valueSets(linguiCompile(m))) {
          expect(ours._(`x${i}`, values), `${locale} ${m}`).toBe(lingui._(`x${i}`, values));
        }
      }
    }
  });
});

describe('the runtime object', () => {
  it('compiles each English message once, however often a render asks for it', () => {
    const i18n = createI18n();
    const asked: string[] = [];
    i18n.setMessagesCompiler((message) => {
      asked.push(message);
      return compileMessage(message);
    });
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    // Ids and texts in variables: the extractor (catalogues.test.ts) reads literal ones as the app's.
    const ids = { rating: 'test.rating', placed: 'test.placed' };
    const rating = '{count, plural, one {(# rating)} other {(# ratings)}}';
    const placed = 'Order placed';
    expect(i18n._(ids.rating, { count: 1 }, { message: rating })).toBe('(1 rating)');
    expect(i18n._(ids.rating, { count: 12 }, { message: rating })).toBe('(12 ratings)');
    expect(i18n._({ id: ids.placed, message: placed })).toBe('Order placed');
    expect(i18n._({ id: ids.placed, message: placed })).toBe('Order placed');
    expect(asked).toEqual([rating, placed]);
    // A new compiler starts afresh.
    i18n.setMessagesCompiler(compileMessage);
    expect(i18n._(ids.rating, { count: 2 }, { message: rating })).toBe('(2 ratings)');
  });

  it('tells its listeners of every change, and stops when asked', () => {
    const ours = createI18n();
    let heard = 0;
    const stop = ours.on('change', () => heard++);
    ours.loadAndActivate({ locale: 'hi', locales: ['hi-IN'], messages: {} });
    ours.load('hi', { a: 'क' });
    ours.activate('bn', ['bn-IN']);
    expect(heard).toBe(3);
    stop();
    ours.activate('en');
    expect(heard).toBe(3);
    expect([ours.locale, ours.locales]).toEqual(['en', undefined]);
  });

  it('merges loaded messages, falls back to the message and then the id, and refuses before a locale', () => {
    const ours = createI18n();
    expect(() => ours._('x')).toThrow(/without setting a locale/);
    ours.loadAndActivate({ locale: 'hi', messages: { a: 'क' } });
    ours.load({ hi: { b: 'ख' } });
    expect(ours.messages).toEqual({ a: 'क', b: 'ख' });
    expect(ours._('b')).toBe('ख');
    expect(ours._('c', {}, { message: 'C' })).toBe('C');
    expect(ours._('plain id')).toBe('plain id');
    expect(ours.t({ id: 'a' })).toBe('क');
  });

  it('formats numbers as Lingui does, in the active locales', () => {
    const lingui = setupI18n();
    const ours = createI18n();
    for (const i18n of [lingui, ours])
      i18n.loadAndActivate({ locale: 'bn', locales: ['bn-IN'], messages: {} });
    for (const n of NUMBERS) expect(ours.number(n)).toBe(lingui.number(n));
  });

  it('refuses a format it does not carry, instead of showing a wrong number or date', () => {
    const ours = createI18n();
    ours.loadAndActivate({ locale: 'en', messages: { d: linguiCompile('{when, date}') } });
    expect(() => ours._('d', { when: new Date() })).toThrow(/formats no "date"/);
  });
});
