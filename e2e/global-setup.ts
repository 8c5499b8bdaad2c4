import { SEEDED_DIR_ENV, startServer } from './server';

/**
 * Runs once before the journeys: starts the built server on a fresh data folder, lets it apply every migration and
 * seed the demo data, and stops it. Each journey's server then starts on a copy of that folder (server.ts) instead of
 * migrating and seeding again: about 5 s of a 2-core machine's CPU saved per server, and the suite starts a dozen.
 * The workers inherit the folder's path through the environment; the returned function removes it at the end.
 */
export default async function globalSetup(): Promise<() => void> {
  const seeded = await startServer({ CABKIT_TENANTS: '' }, { fresh: true });
  await seeded.stop();
  process.env[SEEDED_DIR_ENV] = seeded.dataDir;
  return () => seeded.dispose();
}
