#!/usr/bin/env node
// Serves the built Storybook (storybook-static, from `npm run build-storybook`) on http://localhost:6006, the site
// designers and tenants read and Chromatic publishes; `npm run storybook:dev` is the live-reloading dev server.
// PORT and HOST change where it listens (HOST defaults to the loopback address).
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staticFiles } from './static-files.mjs';

const root = resolve(fileURLToPath(new URL('../storybook-static', import.meta.url)));
const port = Number(process.env.PORT ?? 6006);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(join(root, 'index.html'))) {
  console.error('storybook-static/index.html is missing: run `npm run build-storybook` first.');
  process.exit(1);
}

const server = createServer(staticFiles(root));
server.listen(port, host, () =>
  console.log(`Storybook (built) at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}/`),
);
