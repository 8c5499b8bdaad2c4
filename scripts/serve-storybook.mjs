#!/usr/bin/env node
// Serves the built Storybook (storybook-static, from `npm run build-storybook`) on http://localhost:6006, the site
// designers and tenants read and Chromatic publishes; `npm run storybook:dev` is the live-reloading dev server.
// PORT and HOST change where it listens (HOST defaults to the loopback address).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('../storybook-static', import.meta.url)));
const port = Number(process.env.PORT ?? 6006);
const host = process.env.HOST ?? '127.0.0.1';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

if (!existsSync(join(root, 'index.html'))) {
  console.error('storybook-static/index.html is missing: run `npm run build-storybook` first.');
  process.exit(1);
}

const server = createServer((request, response) => {
  let path;
  try {
    path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  } catch {
    response.writeHead(400).end('Bad request');
    return;
  }
  let file = normalize(join(root, path));
  // Only files inside the build are served: a path with .. that climbs out is refused.
  if (file !== root && !file.startsWith(root + sep)) {
    response.writeHead(404).end('Not found');
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) {
    response.writeHead(404).end('Not found');
    return;
  }
  response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
server.listen(port, host, () =>
  console.log(`Storybook (built) at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}/`),
);
