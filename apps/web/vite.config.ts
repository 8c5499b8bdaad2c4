import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PluginOption } from 'vite';

/** Where `npm run dev` forwards API, hub, theme and asset calls: the Cabkit server. */
const serverUrl = process.env.CABKIT_SERVER_URL ?? 'http://localhost:8080';

/** Heavy dependencies that must never land in the `/booking` entry chunk (the first view's byte budget). */
const lazyChunks: Record<string, RegExp> = {
  maps: /node_modules\/(maplibre-gl|@googlemaps)/,
  stripe: /node_modules\/@stripe/,
  paypal: /node_modules\/@paypal/,
  signalr: /node_modules\/@microsoft\/signalr/,
  phone: /node_modules\/libphonenumber-js/,
};

/**
 * A module that only re-exports (an `index.ts`: a feature's public entry, a package's): free of side effects, so a page
 * that imports one component through it does not pull in the others.
 */
const reExportIndex = /[\\/]index\.ts$/;

/**
 * react-aria works out the browser's locale as its i18n module loads, with `Intl.DateTimeFormat.supportedLocalesOf`
 * and `Intl.Locale#maximize` (for the text direction). On most pages that is the first use of `Intl`, which loads
 * ICU's data: 40-55 ms of main thread in one task on this machine (four times that in Lighthouse's mobile run), in
 * the middle of taking a page over, on every page with a react-aria field. This takes the locale as the browser
 * gives it (`navigator.language` is a well-formed tag in every browser) and its direction from the language, as
 * react-aria itself does where `Intl.Locale` is missing (its own list of right-to-left languages). The build fails if
 * the code it changes is not there (a new react-aria version), rather than shipping unchanged.
 */
function ariaLocaleWithoutIntl(): Plugin {
  const file = /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/;
  const check =
    /try \{\s*Intl\.DateTimeFormat\.supportedLocalesOf\(\[\s*locale\s*\]\);\s*\} catch\s*\{\s*locale = 'en-US';\s*\}/;
  const direction = /direction: \(0, \$\w+\$export\$\w+\)\(locale\) \? 'rtl' : 'ltr'/;
  const rtlLanguages = /^(ae|ar|arc|bcc|bqi|ckb|dv|fa|glk|he|ku|mzn|nqo|pnb|ps|sd|ug|ur|yi)(-|$)/i;
  // While the app takes the server's HTML over, react-aria draws in the page's language (set by the app, see
  // src/i18n/language.ts markDocument) but always left to right; the server drew an Arabic page right to left.
  const hydrating = /locale: locale \|\| 'en-US',\s*direction: 'ltr'/;
  return {
    name: 'cabkit:aria-locale-without-intl',
    enforce: 'pre',
    transform(code, id) {
      if (!file.test(id)) return undefined;
      if (!check.test(code) || !direction.test(code) || !hydrating.test(code))
        throw new Error(`${id}: react-aria's locale detection changed; review ariaLocaleWithoutIntl in vite.config.ts`);
      return code
        .replace(check, '')
        .replace(direction, `direction: ${rtlLanguages}.test(locale) ? 'rtl' : 'ltr'`)
        .replace(hydrating, `locale: locale || 'en-US', direction: ${rtlLanguages}.test(locale || '') ? 'rtl' : 'ltr'`);
    },
  };
}

/**
 * Lingui (docs/decisions/0025-lingui.md): its macros turn each message into a call with its id only (the production
 * build drops the en-GB text, which comes with the page's catalogue), and PO catalogues import compiled.
 */
export function linguiPlugins(): PluginOption[] {
  return [
    ...lingui({ configPath: join(dirname(fileURLToPath(import.meta.url)), 'lingui.config.ts') }),
    babel({ plugins: [linguiMacro], include: /[\\/]src[\\/].*\.tsx?$/ }),
  ];
}

/**
 * React Router's production build. Its package exports only the development build (dev-time warnings and checks,
 * about a third larger); React Router's own Vite plugin swaps in `dist/production` when it builds for production, and
 * so does this app's build, which uses the router's data mode without that plugin.
 */
function reactRouterProductionBuild(): { find: RegExp; replacement: string }[] {
  const require = createRequire(import.meta.url);
  // The package's own entry is dist/development/index.js: its production build sits beside it.
  const root = join(dirname(require.resolve('react-router')), '..', 'production');
  return [
    { find: /^react-router$/, replacement: join(root, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(root, 'dom-export.mjs') },
  ];
}

/** Vite configuration of the web app (dev proxy to the server; lazy chunks for maps, payments, live hub). */
export default defineConfig(({ mode }) => ({
  plugins: [react(), ...linguiPlugins(), vanillaExtractPlugin(), ariaLocaleWithoutIntl()],
  resolve: { alias: mode === 'production' ? reactRouterProductionBuild() : [] },
  server: {
    proxy: {
      '/api': serverUrl,
      '/hubs': { target: serverUrl, ws: true },
      '/theme.css': serverUrl,
      '/i18n': serverUrl,
      '/assets/images': serverUrl,
    },
  },
  // The server renderer (src/entry-server.tsx, `vite build --ssr`) bundles the workspace packages (they ship
  // TypeScript and .css.ts source) and leaves every npm package to Node.
  ssr: { noExternal: [/^@cabkit\//, /^@lingui\//] },
  build: {
    target: 'es2022',
    // Every browser the es2022 target admits supports <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: {
      polyfill: false,
      // Each dynamic import carries the list of files to fetch beside it; those lists are mostly unguessable hashes
      // (about 3 KB gzip over a page's first chunks). Only style sheets are listed: the browser follows a chunk's
      // static imports itself.
      resolveDependencies: (_filename, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
    sourcemap: false,
    // dist/.vite/manifest.json: the server reads a first-view module's chunk and what it imports from it, to have
    // the browser fetch that code beside the entry (src/lib/dom-root-loader.ts).
    manifest: true,
    rollupOptions: {
      // A feature's index.ts only re-exports: a page that imports one component through it must not pull in the
      // feature's other components (the dashboard has no use for My Booking's filters, nor a profile page for the
      // invoice dialogs). Every other module keeps its side effects.
      treeshake: { moduleSideEffects: (id: string) => !reExportIndex.test(id) },
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports stays in one chunk with it. Without this group rolldown splits each module the
            // entry shares with a lazy page into its own small chunk (react, the vanilla-extract runtime, storage, the
            // messages: nine requests), and a group below that captures a shared module drags it, and so the entry's
            // need for that group's chunk, onto every page (react in the aria chunk put it on every page).
            { name: 'index', tags: ['$initial'], priority: 3 },
            // React DOM and its scheduler alone, loaded by the entry once its own modules have run, so the two are
            // evaluated in separate tasks (src/lib/dom-root-loader.ts). Above the others, or its core goes into the
            // first group that shares it (the aria chunk, which home then loaded too); without its dependencies, or
            // react comes with it and the entry imports this chunk statically again.
            {
              name: 'react-dom',
              test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
              priority: 4,
              includeDependenciesRecursively: false,
            },
            ...Object.entries(lazyChunks).map(([name, test]) => ({ name, test, priority: 2 })),
            // The react-aria parts the booking steps' fields draw (field labels and errors) and what they share with
            // the later steps' fields, in one chunk instead of a dozen small ones. Pages that draw no such field (the
            // ui Button is a native button, the pickup time and journey type native radios) do not load it.
            {
              name: 'aria',
              test: /node_modules[\\/]react-aria-components[\\/]dist[\\/]private[\\/](Button|Label|Text|FieldError)\.m?js$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
