import { defineConfig } from '@lingui/cli';

/**
 * The web app's catalogues (docs/decisions/0025-lingui.md): en-GB is the source (the spec's words), French and Arabic
 * are translated; `npm run i18n:extract` gathers the messages of the app and of @cabkit/ui into the PO files, which
 * the build compiles (@lingui/vite-plugin). A message missing in a translation falls back to en-GB.
 */
export default defineConfig({
  sourceLocale: 'en-GB',
  locales: ['en-GB', 'fr', 'ar'],
  fallbackLocales: { default: 'en-GB' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/../../packages/ui/src'],
      exclude: ['**/*.test.*', '**/*.stories.*', '**/node_modules/**'],
    },
  ],
});
