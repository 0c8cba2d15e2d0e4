// The Hindi and Bengali catalogues against the screens (issue 28, decision 049): every message a
// screen uses has a translation in each language, no catalogue keeps a message no screen uses, and a
// translation keeps the message's placeholders and tags (a lost {address} or <0> would drop a value or
// a link from the screen). The messages are extracted from the code afresh, as `lingui extract` does,
// so a string added without running the extractor fails here too.
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { beforeAll, describe, expect, it } from 'vitest';

const web = fileURLToPath(new URL('../..', import.meta.url));
const TRANSLATED = ['hi', 'bn'] as const;

type Found = { name: string; used: Map<string, string>; kept: Record<string, Record<string, string>> };
let catalogues: Found[] = [];

beforeAll(async () => {
  const config = getConfig({ cwd: web, configPath: `${web}/lingui.config.ts` });
  catalogues = await Promise.all(
    (await getCatalogs(config)).map(async (catalog) => {
      const collected = (await catalog.collect()) ?? {};
      const used = new Map(Object.entries(collected).map(([id, m]) => [id, m.message ?? id]));
      const kept: Found['kept'] = {};
      for (const locale of TRANSLATED) {
        const read = (await catalog.read(locale)) ?? {};
        kept[locale] = Object.fromEntries(Object.entries(read).map(([id, m]) => [id, m.translation ?? '']));
      }
      return { name: catalog.path.split('/').pop() ?? catalog.path, used, kept };
    }),
  );
}, 120_000);

/** The placeholders and tags of a message: {name}, {count, plural…} by name, and <0>…</0>. */
function parts(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((m) => `{${m[1]}}`);
  const tags = [...message.matchAll(/<\/?(\d+)\s*\/?>/g)].map((m) => m[0]);
  return [...new Set([...names, ...tags])].sort();
}

describe('the catalogues', () => {
  it('has the customer and staff catalogues', () => {
    expect(catalogues.map((c) => c.name).sort()).toEqual(['customer', 'staff']);
  });

  for (const locale of TRANSLATED) {
    it(`translates every message the screens use into ${locale}`, () => {
      const missing = catalogues.flatMap((c) =>
        [...c.used.entries()]
          .filter(([id]) => !c.kept[locale]?.[id]?.trim())
          .map(([, m]) => `${c.name}: ${m}`),
      );
      expect(missing, `run "npx lingui extract" in apps/web and translate these`).toEqual([]);
    });

    it(`keeps no message in ${locale} that no screen uses`, () => {
      const unused = catalogues.flatMap((c) =>
        Object.keys(c.kept[locale] ?? {})
          .filter((id) => !c.used.has(id))
          .map((id) => `${c.name}: ${id}`),
      );
      expect(unused, `run "npx lingui extract --clean" in apps/web`).toEqual([]);
    });

    it(`keeps each message's placeholders and tags in ${locale}, and compiles`, () => {
      for (const c of catalogues) {
        for (const [id, message] of c.used) {
          const translation = c.kept[locale]?.[id];
          if (!translation) continue;
          expect(parts(translation), `${locale}: "${translation}" for "${message}"`).toEqual(parts(message));
          expect(() => compileMessage(translation)).not.toThrow();
        }
      }
    });
  }
});
