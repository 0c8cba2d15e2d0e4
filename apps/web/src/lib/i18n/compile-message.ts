// Lingui's production runtime renders only precompiled messages. Hindi and Bengali catalogues are
// compiled at build time (@lingui/vite-plugin) and loaded when chosen; English is not loaded at all:
// the macro keeps each English message beside its id in the screen's own chunk (stripMessageField:
// false), so English costs the first screens no catalogue. Those English messages are compiled here,
// on first use. Lingui's own compiler (@lingui/message-utils) is 7.1 KB gzip with its ICU parser; this
// one is the subset our messages use (text, {placeholder}, plural and select with # and =N, ICU's apostrophes), about
// 0.4 KB, and a property test proves it gives Lingui's output for that subset (decision 049).

type Compiled = Array<string | CompiledArg>;
type CompiledArg = [string] | [string, 'plural' | 'select' | 'selectordinal', Record<string, Compiled>];

/** Thrown for ICU syntax outside the subset: a message needing it must not reach production. */
class UnsupportedMessage extends Error {}

export function compileMessage(message: string): Compiled {
  let at = 0;

  const parseText = (inPlural: boolean): Compiled => {
    const out: Compiled = [];
    let text = '';
    const flush = () => {
      if (text) out.push(text);
      text = '';
    };
    while (at < message.length) {
      const c = message[at] as string;
      if (c === '}') break;
      if (c === '{') {
        flush();
        out.push(parseArg());
        continue;
      }
      if (c === '#' && inPlural) {
        flush();
        out.push('#');
        at++;
        continue;
      }
      if (c === "'") {
        // ICU's apostrophe: '' is one; before { } (or # in a plural) it quotes up to the next lone one;
        // anywhere else ("Don't") it is itself.
        const next = message[at + 1];
        if (next === "'") {
          text += "'";
          at += 2;
          continue;
        }
        if (next === '{' || next === '}' || (next === '#' && inPlural)) {
          at++;
          while (at < message.length) {
            if (message[at] === "'" && message[at + 1] === "'") {
              text += "'";
              at += 2;
            } else if (message[at] === "'") {
              at++;
              break;
            } else text += message[at++];
          }
          continue;
        }
      }
      text += c;
      at++;
    }
    flush();
    return out;
  };

  const parseArg = (): CompiledArg => {
    at++; // {
    const close = message.indexOf('}', at);
    const comma = message.indexOf(',', at);
    if (close < 0) throw new UnsupportedMessage(`unclosed { in "${message}"`);
    if (comma < 0 || comma > close) {
      const name = message.slice(at, close).trim();
      at = close + 1;
      return [name];
    }
    const name = message.slice(at, comma).trim();
    at = comma + 1;
    const typeEnd = message.indexOf(',', at);
    const type = message.slice(at, typeEnd).trim();
    if (type !== 'plural' && type !== 'select' && type !== 'selectordinal') {
      throw new UnsupportedMessage(`argument type ${type} in "${message}"`);
    }
    at = typeEnd + 1;
    const cases: Record<string, Compiled> = {};
    for (;;) {
      while (message[at] === ' ') at++;
      if (message[at] === '}') break;
      const open = message.indexOf('{', at);
      if (open < 0) throw new UnsupportedMessage(`bad cases in "${message}"`);
      const key = message.slice(at, open).trim();
      if (key.startsWith('offset:')) throw new UnsupportedMessage(`offset in "${message}"`);
      at = open + 1;
      cases[key.startsWith('=') ? key.slice(1) : key] = parseText(type !== 'select');
      if (message[at] !== '}') throw new UnsupportedMessage(`unclosed case in "${message}"`);
      at++;
    }
    at++; // the argument's }
    return [name, type, cases];
  };

  const result = parseText(false);
  if (at < message.length) throw new UnsupportedMessage(`stray } in "${message}"`);
  return result;
}
