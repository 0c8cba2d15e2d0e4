import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import sharp from 'sharp';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { CHUNK_GROUPS, checkChunkGroups, inGroup, otherIcon, resolveGroups } from './scripts/chunk-groups.ts';
import { catalogueKeys, linguiMacro } from './scripts/lingui-macro.ts';
import { precachedUrls } from './scripts/precache.ts';

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
// The installed app's icons (issue 28), drawn from the same mark: the plain one at 192 and 512 px, and a
// maskable one whose mark sits in the middle 60 % on a full square of the brand colour, so a launcher's
// circle or squircle never cuts it.
const maskableMark =
  `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 64 64">` +
  `<rect width="64" height="64" fill="${brandColour}"/><g transform="translate(12.8 12.8) scale(0.6)">` +
  `<path d="M18 40c0-9 6-16 14-16s14 7 14 16z" fill="#fff"/><rect x="14" y="40" width="36" height="5" rx="2.5" fill="#fff"/>` +
  `<circle cx="32" cy="21" r="3" fill="#fff"/></g></svg>`;
const ICONS = [
  { fileName: 'icons/icon-192.png', svg: brandMark(192), size: 192, purpose: 'any' },
  { fileName: 'icons/icon-512.png', svg: brandMark(512), size: 512, purpose: 'any' },
  { fileName: 'icons/maskable-512.png', svg: maskableMark, size: 512, purpose: 'maskable' },
] as const;
const brandInHtml: Plugin = {
  name: 'brand-colour',
  transformIndexHtml: (html) =>
    html.replaceAll('%BRAND_COLOUR%', brandColour).replace('%BRAND_MARK%', brandMark(32)),
  // The favicon is written with the same colour: the build emits it, the dev server answers it.
  async generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'favicon.svg', source: brandMark(64) });
    for (const icon of ICONS) {
      const png = await sharp(Buffer.from(icon.svg)).resize(icon.size, icon.size).png().toBuffer();
      this.emitFile({ type: 'asset', fileName: icon.fileName, source: png });
    }
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

// lucide-react's icons are drawn by our component (src/lib/lucide-icon.ts, decision 065): each icon
// module's import of lucide's createLucideIcon resolves to ours. lucide's drawings and types stay.
const ourLucideIcon = fileURLToPath(new URL('./src/lib/lucide-icon.ts', import.meta.url));
const lucideIcon: Plugin = {
  name: 'our-lucide-icon',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === '../createLucideIcon.mjs' && importer?.includes('/lucide-react/dist/esm/icons/')
      ? ourLucideIcon
      : null,
};

// Chunks by an explicit, checked list of files (scripts/chunk-groups.ts): a file renamed without
// updating it fails the build instead of moving code between chunks.
const groups = resolveGroups(CHUNK_GROUPS);

// The API serves the built app in production; in development Vite proxies the API and media to it.
export default defineConfig({
  // Preact's compat layer renders the app, the code written against React's API (decision 056): 10 KB
  // gzip where react-dom was 60, on every first screen. The type checker still reads React's types, so
  // the code stays React's; here, every import of React or react-dom (ours, lucide's, Lingui's, TanStack
  // Query's) resolves to Preact. No Fast Refresh in development: an edit reloads the page.
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
      // Lingui's runtime object is ours, the rest of Lingui is Lingui's (decision 063): the macros' calls,
      // @lingui/react and the compiled catalogues reach lib/i18n/lingui-core.ts.
      {
        find: /^@lingui\/core$/,
        replacement: fileURLToPath(new URL('./src/lib/i18n/lingui-core.ts', import.meta.url)),
      },
    ],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  plugins: [
    // Lingui's macros become message lookups, English kept in the code (decision 049).
    linguiMacro(),
    lucideIcon,
    // A translation that does not compile fails the build; a missing one fails the catalogues test.
    lingui({
      configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)),
      failOnCompileError: true,
    }),
    // ...keyed by their English, as the macro's output asks for them (decision 056).
    catalogueKeys(),
    brandInHtml,
    brandNameInDev,
    checkChunkGroups(groups),
    // The service worker (issue 28, decision 050): our own src/sw/sw.ts, into which Workbox writes the
    // list of files to precache. The app registers it itself, lazily, after load (app-shell/app-update).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        // The API writes BRAND_NAME into the manifest as it serves it, as it does into index.html.
        name: '%BRAND_NAME%: food delivery in Kolkata',
        short_name: '%BRAND_NAME%',
        description: 'Order food from the best restaurants near you in Kolkata.',
        lang: 'en-IN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: brandColour,
        background_color: '#ffffff',
        icons: ICONS.map(({ fileName, size, purpose }) => ({
          src: `/${fileName}`,
          sizes: `${size}x${size}`,
          type: 'image/png',
          purpose,
        })),
      },
      injectManifest: {
        globPatterns: [
          'index.html',
          'favicon.svg',
          'manifest.webmanifest',
          'icons/*.png',
          'assets/*.{js,css}',
        ],
        // Only the shell and the customer's first screens: never the consoles, the back office or the
        // map, which the worker caches only once someone opens them (scripts/precache.mjs).
        manifestTransforms: [
          async (entries) => {
            const keep = precachedUrls();
            return { manifest: entries.filter((e) => keep.has(e.url)), warnings: [] };
          },
        ],
      },
    }),
  ],
  build: {
    manifest: true,
    target: 'es2022',
    // Every browser the build targets knows <link rel="modulepreload"> except Safari before 17, which
    // then fetches those chunks when they are imported instead: the polyfill cost every phone 0.5 KB.
    modulePreload: { polyfill: false },
    sourcemap: false,
    // WEB_MINIFY=0: readable function names in a profile of the build (scripts/bench/first-paint-trace.ts).
    minify: process.env.WEB_MINIFY !== '0',
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
