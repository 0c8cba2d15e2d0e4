import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { CHUNK_GROUPS, checkChunkGroups, inGroup, otherIcon, resolveGroups } from './scripts/chunk-groups.ts';

// The brand colour has one source, tokens.css (--brand): index.html's theme-color and its static
// shell's logo, painted before any CSS or script arrives, are written from it at build time.
const tokens = readFileSync(new URL('./src/styles/tokens.css', import.meta.url), 'utf8');
const brandColour = /--brand:\s*(#[0-9a-f]{3,8})\s*;/i.exec(tokens)?.[1];
if (!brandColour) throw new Error('src/styles/tokens.css has no --brand colour');
// The brand's mark, drawn once here: the favicon and index.html's static shell are made from it.
const brandMark = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64" aria-hidden="true">` +
  `<rect width="64" height="64" rx="14" fill="${brandColour}"/><path d="M18 40c0-9 6-16 14-16s14 7 14 16z" fill="#fff"/>` +
  `<rect x="14" y="40" width="36" height="5" rx="2.5" fill="#fff"/><circle cx="32" cy="21" r="3" fill="#fff"/></svg>`;
const brandInHtml: Plugin = {
  name: 'brand-colour',
  transformIndexHtml: (html) =>
    html.replaceAll('%BRAND_COLOUR%', brandColour).replace('%BRAND_MARK%', brandMark(32)),
  // The favicon is written with the same colour: the build emits it, the dev server answers it.
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'favicon.svg', source: brandMark(64) });
  },
  configureServer(server) {
    server.middlewares.use('/favicon.svg', (_req, res) => {
      res.setHeader('content-type', 'image/svg+xml');
      res.end(brandMark(64));
    });
  },
};
// The API writes BRAND_NAME into index.html as it serves it; the dev server has no API in front of it.
const brandNameInDev: Plugin = {
  name: 'brand-name-dev',
  apply: 'serve',
  transformIndexHtml: (html) => html.replaceAll('%BRAND_NAME%', process.env.BRAND_NAME ?? 'Khabar'),
};

// Chunks by an explicit, checked list of files (scripts/chunk-groups.ts): a file renamed without
// updating it fails the build instead of moving code between chunks.
const groups = resolveGroups(CHUNK_GROUPS);

// The API serves the built app in production; in development Vite proxies the API and media to it.
export default defineConfig({
  plugins: [
    react(),
    // Lingui's macros (<Trans>, t`…`) become message lookups; only files that use them go through
    // Babel. The English message stays beside its id (stripMessageField: false) so English needs no
    // catalogue on the first screens (decision 049).
    babel({
      include: /[\\/]src[\\/].*\.tsx?$/,
      plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }]],
    }),
    // A translation that does not compile fails the build; a missing one fails the catalogues test.
    lingui({
      configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)),
      failOnCompileError: true,
    }),
    brandInHtml,
    brandNameInDev,
    checkChunkGroups(groups),
  ],
  build: {
    manifest: true,
    target: 'es2022',
    // Every browser the build targets knows <link rel="modulepreload"> except Safari before 17, which
    // then fetches those chunks when they are imported instead: the polyfill cost every phone 0.5 KB.
    modulePreload: { polyfill: false },
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            ...groups.map((group) => ({ name: group.name, test: inGroup(group), minSize: 0 })),
            // The other screens' icons, about 300 bytes each, come as one chunk.
            { name: 'icons', test: otherIcon(groups), minSize: 0 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
});
