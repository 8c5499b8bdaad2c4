import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { serverRoot } from '../../src/paths';

/** A real server process (src/main.ts) a test started, with what it has printed so far. */
export interface RealServer {
  child: ChildProcess;
  /** Its base URL once its banner shows; rejects if it exits first (a server expected to refuse never runs). */
  running: Promise<string>;
  /** Its exit code once it ends. */
  exited: Promise<number | null>;
  output(): string;
}

/**
 * For a test file that runs the real server on PGlite data folders: each folder and each server it starts is
 * removed or killed (SIGKILL) after the file, whatever its tests left running.
 */
export function useRealServers(prefix: string) {
  const folders: string[] = [];
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });
  return {
    /** A new empty folder, or with `seeded` one holding the suite's migrated and seeded database when it made one. */
    folder(seeded = false): string {
      const dir = mkdtempSync(join(tmpdir(), `cabkit-${prefix}-`));
      folders.push(dir);
      const tarball = process.env.CABKIT_TEST_PGDATA;
      if (seeded && tarball && existsSync(tarball)) {
        const untar = spawnSync('tar', ['-xf', tarball, '-C', dir]);
        if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr}`);
      }
      return dir;
    },
    /** Starts the server on `dataDir` on a spare port, without a web app, a database URL, Redis or the simulator. */
    start(dataDir: string, env: NodeJS.ProcessEnv = {}): RealServer {
      const childEnv: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: join(dataDir, 'no-web-app'),
        SIMULATOR_SPEED: '0',
        ...env,
      };
      delete childEnv.DATABASE_URL;
      delete childEnv.REDIS_URL;
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverRoot, env: childEnv });
      children.push(child);
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      const running = new Promise<string>((resolve, reject) => {
        child.stdout.on('data', () => {
          const port = /is running at http:\/\/[^:/]+:(\d+)\//.exec(output)?.[1];
          if (port) resolve(`http://127.0.0.1:${port}`);
        });
        void exited.then((code) => reject(new Error(`server exited with ${code} before it ran:\n${output}`)));
      });
      running.catch(() => {}); // the tests that need it running await it
      return { child, running, exited, output: () => output };
    },
  };
}
