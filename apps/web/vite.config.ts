import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { linguiMacro } from './lingui-macro.ts';

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

const FIRST_SCREEN =
  /src[\\/](lib[\\/](api-client|server-clock|storage-subscription|location-store|session-store|cart-store|delivery-point|use-app-config|use-media-query|use-promo-slides|resource|listeners)|components[\\/]ui[\\/]brand-logo)\.tsx?$|domain[\\/]src[\\/](money[\\/]rupees|catalog[\\/]is-orderable|cart[\\/]cart|errors[\\/]error-codes)\.ts$|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|shared[\\/]src[\\/](utils|build)[\\/]\w+|context|icons[\\/](map-pin|search|star|chevron-right|chevron-left|house|pause|play))\.m?js$/;

// The icons the first screens and the shell draw, which travel with them (FIRST_SCREEN or the main chunk).
const FIRST_VIEW_ICONS =
  /icons[\\/](map-pin|map-pinned|search|star|chevron-(right|left|down)|house|pause|play|badge-percent|circle-question-mark|shopping-bag|user|bell|menu|clock|mouse-pointer-click|sliders-horizontal)\.m?js$/;
const ICON = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
// What a menu and the cart both need beyond the first screens: one chunk, not ten of 1 KB each. A
// phone on slow 4G asks a server six requests at a time, so every extra round of them costs a round trip.
const MENU_AND_CART =
  /src[\\/](lib[\\/](use-restaurant-menu|coupon-store|save-cart|first-answers|go-back)|components[\\/]ui[\\/](quantity-stepper|veg-mark|use-snackbar|snackbar|skeleton-card|confirm-dialog|use-modal-dialog))(\.tsx?|\.module\.css)$|domain[\\/]src[\\/](pricing[\\/]coupon-discount|orders[\\/](order-blockers|promised-time|order-status)|cart[\\/]cart-changes)\.ts$/;
// A dish's choices (issue 27): the rules, the menu's reading of them and the words under a line, which
// the menu, the cart and every order screen share: one small chunk rather than three.
const DISH_CHOICES =
  /src[\\/](lib[\\/]dish-choice-groups|components[\\/]line-choices[\\/]line-choices)(\.tsx?|\.module\.css)$|domain[\\/]src[\\/]catalog[\\/]dish-choices\.ts$/;

// The API serves the built app in production; in development Vite proxies the API and media to it.
export default defineConfig({
  plugins: [
    react(),
    // Lingui's macros (<Trans>, t`…`) become message lookups; only files that use them go through
    // Babel. The English message stays beside its id (stripMessageField: false) so English needs no
    // catalogue on the first screens (decision 049).
    linguiMacro(),
    // A translation that does not compile fails the build; a missing one fails the catalogues test.
    lingui({
      configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)),
      failOnCompileError: true,
    }),
    brandInHtml,
    brandNameInDev,
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
        // The small modules every first screen needs (storage stores, the API client, icons' base, the
        // query hook) travel as one chunk instead of a dozen tiny ones, which gzip worse and cost a
        // request each (decision 004 has the numbers).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'first-screen', test: FIRST_SCREEN, minSize: 0 },
            // TanStack Query, which no first screen uses, comes whole with the first screen that does,
            // and the app's client with it.
            { name: 'query', test: /[\\/]@tanstack[\\/]|src[\\/]app[\\/]query-client\.tsx$/, minSize: 0 },
            { name: 'menu-and-cart', test: MENU_AND_CART, minSize: 0 },
            { name: 'dish-choices', test: DISH_CHOICES, minSize: 0 },
            // The other screens' icons, about 300 bytes each, come as one chunk.
            { name: 'icons', test: (id: string) => ICON.test(id) && !FIRST_VIEW_ICONS.test(id), minSize: 0 },
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
