import { fileURLToPath } from 'node:url';
import { transformAsync } from '@babel/core';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

/**
 * Lingui's macros (<Trans>, t`…`, msg`…`) become message lookups (decision 049). Babel runs only on our
 * source files that import a macro, with the TypeScript and JSX parsers and no other transform: Vite's
 * own transform does the rest. The English message stays beside its id (stripMessageField: false), so
 * English needs no catalogue on the first screens. The build and the web's unit tests use it. (@rolldown/plugin-babel does the same for every file
 * but wants Node 22; we run on 20.19+.)
 */
// Found from here, so the unit tests (run from the repository's root) read the same config as the build.
const web = fileURLToPath(new URL('..', import.meta.url));
const linguiConfig = getConfig({ cwd: web, configPath: `${web}lingui.config.ts` });

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
        plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false, linguiConfig }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
