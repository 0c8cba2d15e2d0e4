import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// English is the source and is never loaded as a catalogue: its messages stay in the code (decision
// 049). Hindi and Bengali are written by hand in src/locales/*/messages.po.
const STAFF = ['partner', 'captain', 'menu-editor'].map((f) => `<rootDir>/src/features/${f}`);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'bn'],
  fallbackLocales: { default: 'en' },
  // Two catalogues per language: what a customer's screens say, and what the restaurant console, the
  // menu editor and the captain app add (a customer never downloads those). The back office stays in
  // English (issue 28 names the customer's screens and the two consoles).
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/customer',
      include: ['<rootDir>/src'],
      // Globs, not folders: the extractor's ignore list matches paths, so a bare folder would keep its files.
      exclude: STAFF.concat('<rootDir>/src/features/admin').map((folder) => `${folder}/**`),
    },
    { path: '<rootDir>/src/locales/{locale}/staff', include: STAFF },
  ],
  orderBy: 'message',
  // File names without line numbers: a catalogue changes when a message does, not when code moves.
  format: formatter({ lineNumbers: false }),
});
