import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The domain's tests alone: what mutation testing (stryker.config.mjs) runs against each mutant. The
// root vitest.config.ts runs them with everything else in `npm test`.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: { include: ['test/**/*.test.ts'], pool: 'forks' },
});
