import { fileURLToPath } from 'node:url';

// `new URL('..', import.meta.url)` is apps/server/ both from src/paths.ts (tsx, vitest) and from the
// bundle dist/main.js, so these paths hold in development, tests and production.
/** The `apps/server` folder. */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
/** The repository root. */
export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
/** Static files the server ships itself (vehicle images ...), served under `/assets/`. */
export const publicDir = process.env.SERVER_PUBLIC_DIR ?? `${serverRoot}public`;
/** The tenant folders (`themes/<tenant>/tenant.json`, `tokens.json`, `logo.svg`). */
export const themesDir = process.env.THEMES_DIR ?? `${repoRoot}themes`;
/** The built web app. */
export const defaultWebDist = `${repoRoot}apps/web/dist`;
/** The web app's built server renderer (`vite build --ssr`): each page's first view in the HTML. */
export const defaultSsrEntry = `${repoRoot}apps/web/dist-ssr/entry-server.js`;
/** The default PGlite data folder. */
export const defaultDataDir = `${repoRoot}.data`;
