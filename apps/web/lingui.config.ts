import { defineConfig } from '@lingui/cli';

/** The part of esbuild's plugin interface the page split below uses (esbuild comes with @lingui/cli). */
interface ResolveHook {
  onResolve(
    options: { filter: RegExp },
    callback: (args: { path: string; importer: string; kind: string }) => { path: string; external: true } | undefined,
  ): void;
}

/**
 * The route table loads every page on demand: when the shell (src/main.tsx) is bundled for extraction, those imports
 * stay outside it, so the shell's messages are its own and each page's are the page's (docs/decisions/0031).
 */
const pagesApart = {
  name: 'cabkit:pages-apart',
  setup(build: ResolveHook) {
    build.onResolve({ filter: /[\\/]pages[\\/]/ }, (args) =>
      args.kind === 'dynamic-import' && /[\\/]app[\\/]routes\.tsx$/.test(args.importer)
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

/**
 * The web app's catalogues (docs/decisions/0025-lingui.md): en-GB is the source (the spec's words), French and Arabic
 * are translated; `npm run i18n:extract` gathers the messages of the app and of @cabkit/ui into the PO files, which
 * the build compiles (@lingui/vite-plugin). A message missing in a translation falls back to en-GB.
 *
 * Each page's messages (docs/decisions/0031-messages-per-page.md): after the build, Lingui's per-entry extractor
 * (`lingui extract-experimental --template`) lists the messages of the shell and of each page module with everything it
 * loads, into dist/.messages/ (a dot folder: read by the server, never served); scripts/page-messages.mjs turns those
 * lists into the ids the server sends with each page.
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
  experimental: {
    extractor: {
      entries: ['<rootDir>/src/main.tsx', '<rootDir>/src/pages/*-page.tsx'],
      output: '<rootDir>/dist/.messages/{entryName}/{locale}',
      resolveEsbuildOptions: (options: { plugins: unknown[] }) => ({
        ...options,
        plugins: [...options.plugins, pagesApart],
      }),
    },
  },
});
