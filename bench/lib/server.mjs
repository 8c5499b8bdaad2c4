// Starts a Cabkit server process on a spare loopback port with a throw-away data folder and waits until it
// answers: the one way the benchmarks (bench/*.mjs) and the browser journeys (e2e/server.ts) start a server.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The bundled server, which `npm run build -w @cabkit/server` writes. */
export const builtServer = join(root, 'apps/server/dist/main.js');

/**
 * Finds a free loopback port.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node <args>` as a Cabkit server (PGlite in `dataDir`, loopback only, `env` on top) and resolves once
 * `/api/vehicletypes` answers, or throws with the server's output when it exits or outlasts `waitMs`.
 * `stop()` ends it with SIGTERM (SIGKILL after 15 s) and waits for it; `dispose()` removes the data folder.
 * @param {{ args: string[], port: number, dataDir: string, env?: Record<string, string>, cwd?: string, waitMs?: number }} how
 */
export async function launchServer({ args, port, dataDir, env = {}, cwd = root, waitMs = 120_000 }) {
  let log = '';
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (b) => {
    log += String(b);
  });
  child.stderr.on('data', (b) => {
    log += String(b);
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      if ((await fetch(`${url}/api/vehicletypes`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > waitMs) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer within ${waitMs / 1000} s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const exited = new Promise((resolve) => child.once('exit', () => resolve(undefined)));
  return {
    url,
    dataDir,
    pid: child.pid,
    startMs: Date.now() - started,
    output: () => log,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
    },
    dispose() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts the built server with a fresh data folder, for the benchmarks that measure what ships. */
export async function startServer(env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cabkit-bench-'));
  return launchServer({ args: [builtServer], port: await freePort(), dataDir, env });
}
