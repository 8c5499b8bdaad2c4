import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

/** A feature's public entry (src/features/<name>/index.ts): re-exports only, no side effects. */
const featureIndex = /[\\/]src[\\/]features[\\/](account|bookings|booker|places|tracking)[\\/]index\.ts$/;

/** Small modules most pages use, kept in one chunk (the `shared` group below). */
const sharedHelpers =
  /[\\/](domain[\\/]src[\\/]money[\\/]|web[\\/]src[\\/]lib[\\/](money|flight-text|maps|in-view|intent|lazy-dialog)\.tsx?$|ui[\\/]src[\\/](Spinner|ProcessingOverlay)[\\/]|web[\\/]src[\\/]state[\\/]booking\.ts$)/;

/**
 * What every page about bookings draws first (My Booking, booking detail, the dashboard, the ticket): the status,
 * facts, actions and row of a booking, their store and calls, and the two ui parts they show.
 */
const bookingsCore =
  /[\\/](features[\\/]bookings[\\/](components[\\/](booking-detail|booking-facts|booking-actions|booking-row|booking-not-found|bookings\.css)|state[\\/]|api[\\/]|checkout\.ts)|ui[\\/]src[\\/](StatusBadge|DefinitionList)[\\/])/;

/**
 * The journey form's parts that home and the airport pages share with /booking (the address field, its search and
 * its styles, the hand-over to the wizard, the quote and its call): one chunk rather than six (see bookingFirstView).
 */
const journeyParts =
  /[\\/](src[\\/](features[\\/]booking[\\/](index|api[\\/]search-address|state[\\/]handover|components[\\/](address-field|booking\.css))|api[\\/]get-quotation|state[\\/]quote)\.tsx?$|domain[\\/]src[\\/](quote[\\/]|validation[\\/](steppers|address)\.ts))/;

/**
 * What /booking's first view runs and no other page draws: the wizard's parts and state, its first section, the
 * extras' state, and the three ui parts of the first step. Split by module they were 20-odd files of 0.2-35 KB, and
 * each response costs the main thread a task of its own while the page is taken over (about 10 ms each in
 * Lighthouse's trace on this machine, four times that on its phone: that much Total Blocking Time). The later
 * steps' parts (vehicles, contact, payment, the map, the countdown, the dialogs) keep their own chunks and load on
 * intent. Only these modules: what they share with other pages stays where it is. The page and the wizard keep a
 * chunk each: the server finds a first view's files by their modules in Vite's manifest, which names only a chunk's
 * entry module (bench:bundle --check fails otherwise).
 */
const bookingFirstView =
  /[\\/](src[\\/](features[\\/]booking[\\/](state[\\/](actions|book-now|people|steps)|components[\\/](fare-summary|field-anchor|journey-section|use-wizard-start))|features[\\/]extras[\\/](index|state[\\/]\w+|api[\\/]price-categories|components[\\/]fare-parts(\.css)?)|features[\\/]flights[\\/](index|components[\\/]flights-host|state[\\/]flight-model)|api[\\/](get-vehicle-types|create-booking)|state[\\/](vehicles|pickup-time)|lib[\\/]local-time)\.tsx?$|domain[\\/]src[\\/](wizard[\\/]|time[\\/]return-date)|ui[\\/]src[\\/](AsapLaterSwitch|PaymentMethodTiles|StepIndicator)[\\/]|ui[\\/]src[\\/]parts[\\/]ChoiceGroup)/;

/** Chunks on a page's first-view path: their dependencies are preloaded in parallel (see modulePreload). */
const firstViewChunk = /(^|\/)(\w+(-\w+)*-page|booking-wizard)-[\w-]+\.js$/;

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
  return {
    name: 'cabkit:aria-locale-without-intl',
    enforce: 'pre',
    transform(code, id) {
      if (!file.test(id)) return undefined;
      if (!check.test(code) || !direction.test(code))
        throw new Error(`${id}: react-aria's locale detection changed; review ariaLocaleWithoutIntl in vite.config.ts`);
      return code.replace(check, '').replace(direction, `direction: ${rtlLanguages}.test(locale) ? 'rtl' : 'ltr'`);
    },
  };
}

/** Vite configuration of the web app (dev proxy to the server; lazy chunks for maps, payments, live hub). */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), ariaLocaleWithoutIntl()],
  server: {
    proxy: {
      '/api': serverUrl,
      '/hubs': { target: serverUrl, ws: true },
      '/theme.css': serverUrl,
      '/assets/images': serverUrl,
    },
  },
  // The server renderer (src/entry-server.tsx, `vite build --ssr`) bundles the workspace packages (they ship
  // TypeScript and .css.ts source) and leaves every npm package to Node.
  ssr: { noExternal: [/^@cabkit\//] },
  build: {
    target: 'es2022',
    // Every browser the es2022 target admits supports <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: {
      polyfill: false,
      // Each dynamic import carries the list of files to fetch beside it; those lists are mostly unguessable hashes
      // (about 3 KB gzip over the booking page's first chunks). Pages and the wizard keep their JavaScript
      // dependencies, so the first view loads in parallel; everything loaded later on intent (dialogs, pickers,
      // later steps, payment, maps) keeps only its CSS and lets the browser follow its static imports.
      resolveDependencies: (filename, deps) =>
        firstViewChunk.test(filename) ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    sourcemap: false,
    // dist/.vite/manifest.json: the server reads each first-view module's chunk and what it imports from it, to have
    // the browser fetch a page's code beside the entry (src/lib/first-view-lazy.tsx).
    manifest: true,
    rollupOptions: {
      // A feature's index.ts only re-exports: a page that imports one component through it must not pull in the
      // feature's other components (the dashboard has no use for My Booking's filters, nor a profile page for the
      // invoice dialogs). Every other module keeps its side effects.
      treeshake: { moduleSideEffects: (id: string) => !featureIndex.test(id) },
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
            // The small helpers most pages share (money and date display, the booking store, lazy dialogs with their
            // "Please wait", the in-view and intent triggers, the map check) share one chunk: alone they were eight
            // or so files of a few hundred bytes on every account page's first view (a first view makes at most 15 requests).
            { name: 'shared', test: sharedHelpers, priority: 3 },
            // The contract's core calls and common shapes, out of the entry (only a page the server did not draw asks
            // for the configuration at start): one chunk for the two, evaluated with the first page that calls.
            {
              name: 'contract-core',
              test: /contract[\\/]src[\\/](common|endpoints[\\/]core)\.ts$/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // /booking's first view in two chunks rather than 20-odd: the journey form's parts other pages share, and
            // the rest (see journeyParts and bookingFirstView).
            { name: 'journey', test: journeyParts, priority: 2, includeDependenciesRecursively: false },
            { name: 'booking-first', test: bookingFirstView, priority: 2, includeDependenciesRecursively: false },
            // The bookings pages' common parts in one chunk rather than seven (each page's requests before its Largest
            // Contentful Paint). Only these modules: what they import (the contract's tables, payment) is
            // shared with other pages and stays where it is.
            { name: 'bookings', test: bookingsCore, priority: 2, includeDependenciesRecursively: false },
            // The domain's booking-status and pickup-time rules and date-fns, in one chunk: split by module they were
            // six files of under 1 KB each on the booking detail and dashboard pages (a first view makes at most 15 requests
            // before the largest paint); with only the one date-fns helper they use here, the others it shares with
            // the pickers still came as two or three files of a few hundred bytes on every page. Only these modules,
            // not what they import.
            {
              name: 'rules',
              test: /[\\/](domain[\\/]src[\\/](status[\\/]|time[\\/]pickup|validation[\\/]fields)|date-fns[\\/])/,
              priority: 1,
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
});
