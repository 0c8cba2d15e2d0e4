import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import babel from '@rolldown/plugin-babel';

const web = fileURLToPath(new URL('.', import.meta.url));

/**
 * Lingui's macros (<Trans>, t`…`, msg`…`) turned into message lookups: the build and the unit tests of
 * the web's pure functions use the same transform. The English message stays beside its id
 * (stripMessageField: false), so English needs no catalogue on the first screens (decision 049).
 */
export const linguiMacro = () =>
  babel({
    include: /[\\/]apps[\\/]web[\\/]src[\\/].*\.tsx?$/,
    plugins: [
      [
        '@lingui/babel-plugin-lingui-macro',
        {
          stripMessageField: false,
          // Found from here, so the unit tests (run from the repository's root) read the same config.
          linguiConfig: getConfig({ cwd: web, configPath: `${web}lingui.config.ts` }),
        },
      ],
    ],
  });
