import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The brand colour has one source, tokens.css (--brand): index.html's theme-color and its static
// shell's logo, painted before any CSS or script arrives, are written from it at build time.
const tokens = readFileSync(new URL('./src/styles/tokens.css', import.meta.url), 'utf8');
const brandColour = /--brand:\s*(#[0-9a-f]{3,8})\s*;/i.exec(tokens)?.[1];
if (!brandColour) throw new Error('src/styles/tokens.css has no --brand colour');
const brandInHtml: Plugin = {
  name: 'brand-colour',
  transformIndexHtml: (html) => html.replaceAll('%BRAND_COLOUR%', brandColour),
};

const FIRST_SCREEN =
  /src[\\/](lib[\\/](api-client|server-clock|storage-subscription|location-store|session-store|cart-store|delivery-point|use-app-config|use-media-query|use-promo-slides)|components[\\/]ui[\\/]brand-logo)\.tsx?$|domain[\\/]src[\\/](money[\\/]rupees|catalog[\\/]is-orderable|cart[\\/]cart|errors[\\/]error-codes)\.ts$|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|shared[\\/]src[\\/](utils|build)[\\/]\w+|context|icons[\\/](map-pin|search|star|chevron-right|chevron-left|house|pause|play))\.m?js$|@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useQuery|useBaseQuery|queryObserver|IsRestoringProvider|QueryErrorResetBoundary|errorBoundaryUtils|suspense)\.js$/;

// The API serves the built app in production; in development Vite proxies the API and media to it.
export default defineConfig({
  plugins: [react(), brandInHtml],
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The small modules every first screen needs (storage stores, the API client, icons' base, the
        // query hook) travel as one chunk instead of a dozen tiny ones, which gzip worse and cost a
        // request each (decision 004 has the numbers).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: 'first-screen', test: FIRST_SCREEN, minSize: 0 }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
});
