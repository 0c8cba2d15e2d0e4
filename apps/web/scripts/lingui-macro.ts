import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type PluginObj, transformAsync, types } from '@babel/core';
import { getConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import type { Plugin } from 'vite';

/**
 * Lingui's macros (<Trans>, t`…`, msg`…`) become message lookups (decision 049). Babel runs only on our
 * source files that import a macro, with the TypeScript and JSX parsers and no other transform: Vite's
 * own transform does the rest. The English message stays beside its id (stripMessageField: false), so
 * English needs no catalogue on the first screens. The build and the web's unit tests use it. (@rolldown/plugin-babel does the same for every file
 * but wants Node 22; we run on 20.19+.)
 *
 * The English message is also the id (decision 056): the macro's id is a hash of it, six characters
 * that gzip cannot shrink, 0.4-0.6 KB on each first screen. `englishIds` below turns
 * `{ id: 'OZP5pt', message: 'Top restaurants' }` into `{ id: 'Top restaurants' }` (Lingui then uses the
 * id as the English text), and `catalogueKeys` keys the Hindi and Bengali catalogues the same way. A
 * message with a context keeps its hashed id: its English alone is not unique.
 */
// Found from here, so the unit tests (run from the repository's root) read the same config as the build.
const web = fileURLToPath(new URL('..', import.meta.url));
const linguiConfig = getConfig({ cwd: web, configPath: `${web}lingui.config.ts` });

const keyName = (key: types.Node) =>
  types.isIdentifier(key) ? key.name : types.isStringLiteral(key) ? key.value : undefined;

/**
 * Runs after the macro (on the program's exit): each descriptor's English becomes its id. <Trans> comes
 * out of the macro as a spread descriptor too (`<_Trans {...{ id, message, values }} />`).
 */
function englishIds(): PluginObj {
  return {
    visitor: {
      Program: {
        exit(program) {
          program.traverse({
            ObjectExpression(path) {
              // Only the macro's descriptors, which it marks /*i18n*/, never an object of ours.
              if (!path.node.leadingComments?.some((c) => c.value.trim() === 'i18n')) return;
              const props = path.node.properties;
              const find = (name: string) =>
                props.find(
                  (p): p is types.ObjectProperty => types.isObjectProperty(p) && keyName(p.key) === name,
                );
              const id = find('id');
              const message = find('message');
              if (!id || !message || find('context') || !types.isStringLiteral(message.value)) return;
              if (!types.isStringLiteral(id.value)) return;
              id.value = types.stringLiteral(message.value.value);
              path.node.properties = props.filter((p) => p !== message);
            },
          });
        },
      },
    },
  };
}

export function linguiMacro(): Plugin {
  return {
    name: 'lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes('/macro')) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [
          ['@lingui/babel-plugin-lingui-macro', { stripMessageField: false, linguiConfig }],
          englishIds,
        ],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

const po = formatter({ lineNumbers: false });

/**
 * After Lingui's own plugin has compiled a Hindi or Bengali catalogue (keyed by the hashed ids): its
 * keys become the English messages, as `englishIds` makes the code ask for them.
 */
export function catalogueKeys(): Plugin {
  return {
    name: 'lingui-catalogue-keys',
    enforce: 'post',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.endsWith('.po')) return null;
      const match = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(code);
      if (!match?.[1]) this.error(`${file}: the compiled catalogue has an unexpected shape`);
      const compiled = JSON.parse(JSON.parse(match[1])) as Record<string, unknown>;
      const entries = await po.parse(await readFile(file, 'utf8'), {
        locale: null,
        sourceLocale: 'en',
        filename: file,
      });
      const english = new Map<string, string>();
      for (const [hash, entry] of Object.entries(entries)) {
        if (!entry.context && entry.message) english.set(hash, entry.message);
      }
      const rekeyed = Object.fromEntries(
        Object.entries(compiled).map(([key, value]) => [english.get(key) ?? key, value]),
      );
      return {
        code: `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(rekeyed))});`,
        map: null,
      };
    },
  };
}
