import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `npm run dev` forwards API, hub, theme and asset calls: the Cabkit server. */
const serverUrl = process.env.CABKIT_SERVER_URL ?? 'http://localhost:8080';

/** Heavy dependencies that must never land in the `/booking` entry chunk (TOOLCHAIN.md budget). */
const lazyChunks: Record<string, RegExp> = {
  maps: /node_modules\/(maplibre-gl|@googlemaps)/,
  stripe: /node_modules\/@stripe/,
  paypal: /node_modules\/@paypal/,
  signalr: /node_modules\/@microsoft\/signalr/,
  phone: /node_modules\/libphonenumber-js/,
};

/** Vite configuration of the web app (dev proxy to the server; lazy chunks for maps, payments, live hub). */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
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
    sourcemap: false,
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...Object.entries(lazyChunks).map(([name, test]) => ({ name, test, priority: 2 })),
            // The react-aria parts every booking screen draws (buttons, radio groups, field labels and errors) and
            // what they share with the later steps' fields, in one chunk instead of a dozen small ones.
            {
              name: 'aria',
              test: /node_modules[\\/]react-aria-components[\\/]dist[\\/]private[\\/](Button|RadioGroup|Label|Text|FieldError|ProgressBar)\.m?js$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
