import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { builtServer, freePort, launchServer } from '../bench/lib/server.mjs';

/** A running Cabkit server (the built `apps/server/dist/main.js`) with its own throw-away data folder. */
export interface RunningServer {
  url: string;
  dataDir: string;
  /** Stops the server cleanly (SIGTERM) and waits for it to exit, so the data folder can be opened. */
  stop(): Promise<void>;
  /** Removes the data folder (after stop). */
  dispose(): void;
  output(): string;
}

/**
 * Password hashing at a test cost (scrypt N = 2^12 instead of 2^17; the server accepts it only with NODE_ENV=test).
 * At the real cost one hash takes a second of CPU and 128 MiB, and two workers' servers signing in and seeding
 * accounts at once on a 2-core machine made sign-ins outlast the journeys' waits. The journeys test what the
 * customer sees, not the hashing cost, which the server suite and `bench:api --sign-in-only` cover.
 */
const E2E_PASSWORD_COST = { NODE_ENV: 'test', CABKIT_TEST_SCRYPT_N: String(2 ** 12) };

/** The environment variable that names the migrated and seeded data folder made once per run (global-setup.ts). */
export const SEEDED_DIR_ENV = 'CABKIT_E2E_SEEDED_DIR';

/** Where to start: a port and data folder to reuse (a restart of a stopped server), else fresh ones. */
export interface StartAt {
  port?: number;
  dataDir?: string;
  /** An empty data folder even when a seeded one exists: the server migrates and seeds it itself. */
  fresh?: boolean;
}

/**
 * Starts the built server on a spare loopback port with a fresh data folder (a copy of the run's seeded one when
 * global-setup.ts made it) and waits until it answers.
 * `at` restarts on a stopped server's port and data folder (`{ port: new URL(s.url).port, dataDir: s.dataDir }`).
 */
export async function startServer(env: Record<string, string> = {}, at: StartAt = {}): Promise<RunningServer> {
  const port = at.port ?? (await freePort());
  let dataDir = at.dataDir;
  if (!dataDir) {
    dataDir = mkdtempSync(join(tmpdir(), 'cabkit-e2e-'));
    // A copy of the run's seeded folder: the same data a fresh start would seed, without migrating and seeding again.
    const seeded = process.env[SEEDED_DIR_ENV];
    if (!at.fresh && seeded && existsSync(seeded)) cpSync(seeded, dataDir, { recursive: true });
  }
  const server = await launchServer({
    args: [builtServer],
    port,
    dataDir,
    env: {
      ...E2E_PASSWORD_COST,
      // Every journey books from this one address, many as guests with the same e-mail: the per-address and
      // per-person limits (guest bookings a few per hour) are raised for the run, as RATE_LIMIT_SCALE raises them all.
      RATE_LIMIT_SCALE: '20',
      // The journeys book with the default tenant: a server for them builds only its app (the content journeys
      // start one with every tenant, each on its own host name).
      CABKIT_TENANTS: 'default',
      ...env,
    },
  });
  return { url: server.url, dataDir, stop: server.stop, dispose: server.dispose, output: server.output };
}

/** When a spec file's own server starts: `timeout` gives a slow start (every tenant's app) more than the default. */
interface OwnServerOptions {
  /** One server per test, for tests that stop theirs to open its data folder; else one for the whole file. */
  each?: boolean;
  timeout?: number;
}

/**
 * Gives a spec file a server of its own (`env` on top of the journeys' defaults), started before its tests and
 * stopped and removed after them; the answer stands for whichever server is running at the time.
 */
export function ownServer(env: Record<string, string> = {}, options: OwnServerOptions = {}): RunningServer {
  let current: RunningServer | undefined;
  const running = (): RunningServer => {
    if (!current) throw new Error("the spec file's server starts before its tests: use it inside a test or hook");
    return current;
  };
  const start = async () => {
    if (options.timeout) test.setTimeout(options.timeout);
    current = await startServer(env);
  };
  const end = async () => {
    await current?.stop();
    current?.dispose();
  };
  if (options.each) {
    test.beforeEach(start);
    test.afterEach(end);
  } else {
    test.beforeAll(start);
    test.afterAll(end);
  }
  return {
    get url() {
      return running().url;
    },
    get dataDir() {
      return running().dataDir;
    },
    stop: () => running().stop(),
    dispose: () => running().dispose(),
    output: () => running().output(),
  };
}
