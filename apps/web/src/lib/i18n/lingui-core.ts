// What the web build puts in place of `@lingui/core`'s runtime (vite.config.ts aliases the module here;
// decision 063). Lingui stays the library of the app's words: its macros write the calls, its CLI
// extracts and its Vite plugin compiles the Hindi and Bengali catalogues, @lingui/react renders them.
// Only the runtime's `i18n` object is ours: Lingui's carries date, time and number formats and locale
// data that no message of ours asks for (2.2 KB gzip on every first screen), and issue 28 lets English's
// first screens grow by 3 KB for all of i18n. This one keeps exactly the behaviour the app reaches:
// `_`/`t` with ids, descriptors, values and compiled or uncompiled messages (text, placeholders,
// plural, selectordinal and select with # and =N), `load`, `activate`, `loadAndActivate`, the 'change'
// event, `setMessagesCompiler`, `number`, `locale` and `locales`. A test holds it to Lingui's own output
// for every message of the catalogues and of the property test's messages (lingui-core.test.ts).
import type { MessageDescriptor, Messages } from '@lingui/core';

type Values = Record<string, unknown>;
type Token = string | [string] | [string, string, Record<string, CompiledMessage>];
type CompiledMessage = string | Token[];
type Compiler = (message: string) => CompiledMessage;

const DEFAULT_LOCALE = 'en';
const OCTOTHORPE = '%__lingui_octothorpe__%';
const ESCAPE = /\\u([a-fA-F0-9]{4})|\\x([a-fA-F0-9]{2})/g;
const HAS_ESCAPE = /\\u[a-fA-F0-9]{4}|\\x[a-fA-F0-9]{2}/;

// Lingui keeps one formatter per kind and locales: so does this.
const formatters = new Map<string, Intl.NumberFormat | Intl.PluralRules>();
function formatter<T extends Intl.NumberFormat | Intl.PluralRules>(key: string, make: () => T): T {
  let made = formatters.get(key) as T | undefined;
  if (!made) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}

const localesOf = (locales: string | readonly string[]) => [
  ...(typeof locales === 'string' ? [locales] : locales),
  DEFAULT_LOCALE,
];

// A whole number under a thousand, in a language written with Latin digits, reads as itself: the first
// plural on a screen ("(12 ratings)") then makes no Intl.NumberFormat, whose locale data cost a slow
// phone 45-100 ms inside that screen's render (decision 062). Bengali writes its own digits: its numbers
// always go through Intl.
const LATIN_DIGITS = /^(en|hi)(-|$)/;
const readsAsItself = (list: string[], value: unknown) =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  Math.abs(value) < 1000 &&
  !Object.is(value, -0) &&
  LATIN_DIGITS.test(list[0] ?? '');

function formatNumber(locales: string | readonly string[], value: unknown): string {
  const list = localesOf(locales);
  if (readsAsItself(list, value)) return String(value);
  return formatter(`number-${list.join('-')}`, () => new Intl.NumberFormat(list)).format(value as number);
}

function pluralCase(locales: string | readonly string[], ordinal: boolean, value: number, cases: Values) {
  const list = localesOf(locales);
  const type = ordinal ? 'ordinal' : 'cardinal';
  const rules = formatter(`plural-${type}-${list.join('-')}`, () => new Intl.PluralRules(list, { type }));
  const offset = Number(cases.offset ?? 0);
  return (cases[value] ?? cases[rules.select(value - offset)] ?? cases.other) as string | undefined;
}

const decode = (text: string) =>
  text.replace(ESCAPE, (_, unicode: string | undefined, hex: string | undefined) =>
    String.fromCharCode(Number.parseInt(unicode ?? hex ?? '0', 16)),
  );

function interpolate(tokens: Token[], locales: string | readonly string[], values: Values): string {
  const format = (part: CompiledMessage, inPlural: boolean): string => {
    if (!Array.isArray(part)) return part;
    let out = '';
    for (const token of part) {
      if (token === '#' && inPlural) out += OCTOTHORPE;
      else if (typeof token === 'string') out += token;
      else {
        const [name, type, rules] = token;
        let value: unknown = values[name];
        if (type === 'plural' || type === 'selectordinal' || type === 'select') {
          const plural = type !== 'select';
          const cases: Values = {};
          for (const [key, text] of Object.entries(rules ?? {})) cases[key] = format(text, plural);
          if (type === 'select') value = cases[value as string] ?? cases.other;
          else {
            const count = value as number;
            const chosen = pluralCase(locales, type === 'selectordinal', count, cases);
            const number = formatNumber(locales, count - Number(cases.offset ?? 0));
            value = chosen?.replace(new RegExp(OCTOTHORPE, 'g'), number);
          }
        } else if (type) {
          throw new Error(`Khabar's i18n runtime formats no "${type}" (decision 063)`);
        }
        if (value != null) out += value;
      }
    }
    return out;
  };
  const result = format(tokens, false);
  return HAS_ESCAPE.test(result) ? decode(result) : result;
}

type Listener = () => void;

class I18n {
  private _locale = '';
  private _locales: string[] | undefined;
  private _messages: Record<string, Messages> = {};
  private compiler: Compiler | undefined;
  /**
   * English messages compiled so far, by their text: a render asks again for every message on the
   * screen (each card, each cart change), and Lingui's runtime compiled each again every time (8 ms of
   * the list's first load at 4x CPU, decision 064). The texts are the app's own, so the map is bounded.
   */
  private compiled = new Map<string, CompiledMessage>();
  private listeners: Listener[] = [];
  /** The same as `_`, as Lingui's `t`. */
  readonly t = this._.bind(this);

  get locale(): string {
    return this._locale;
  }

  get locales(): string[] | undefined {
    return this._locales;
  }

  get messages(): Messages {
    return this._messages[this._locale] ?? {};
  }

  on(event: 'change', listener: Listener): () => void {
    if (event === 'change') this.listeners.push(listener);
    return () => this.removeListener(event, listener);
  }

  removeListener(_event: 'change', listener: Listener): void {
    this.listeners = this.listeners.filter((l) => l !== listener);
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }

  setMessagesCompiler(compiler: Compiler): this {
    this.compiler = compiler;
    this.compiled.clear();
    return this;
  }

  load(localeOrAll: string | Record<string, Messages>, messages?: Messages): void {
    const all = typeof localeOrAll === 'string' ? { [localeOrAll]: messages ?? {} } : localeOrAll;
    for (const [locale, more] of Object.entries(all)) {
      this._messages[locale] = Object.assign(this._messages[locale] ?? {}, more);
    }
    this.changed();
  }

  loadAndActivate({ locale, locales, messages }: { locale: string; locales?: string[]; messages: Messages }) {
    this._locale = locale;
    this._locales = locales || undefined;
    this._messages[locale] = messages;
    this.changed();
  }

  activate(locale: string, locales?: string[]): void {
    this._locale = locale;
    this._locales = locales;
    this.changed();
  }

  _(
    descriptor: string | MessageDescriptor | undefined,
    values?: Values,
    options?: { message?: string },
  ): string {
    if (!this._locale)
      throw new Error('Lingui: Attempted to call a translation function without setting a locale.');
    let id = descriptor ?? '';
    let message = options?.message;
    if (typeof id !== 'string') {
      values = id.values || values;
      message = id.message;
      id = id.id ?? '';
    }
    let translation = (this.messages[id] as CompiledMessage | undefined) || message || id;
    if (typeof translation === 'string' && this.compiler) {
      let compiled = this.compiled.get(translation);
      if (!compiled) {
        compiled = this.compiler(translation);
        this.compiled.set(translation, compiled);
      }
      translation = compiled;
    }
    if (typeof translation === 'string')
      return HAS_ESCAPE.test(translation) ? decode(translation) : translation;
    return interpolate(translation, this._locales || this._locale, values ?? {});
  }

  number(value: number): string {
    return formatNumber(this._locales || this._locale, value);
  }
}

/** A runtime of its own (tests); the app has the one `i18n`, as Lingui's. */
export const createI18n = () => new I18n();
export const i18n = createI18n();
export type { I18n, MessageDescriptor, Messages };
