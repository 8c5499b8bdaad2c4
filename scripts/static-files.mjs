// The built Storybook served as plain files, for the site (serve-storybook.mjs) and the story tests
// (test-stories.mjs) alike.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
  '.pbf': 'application/x-protobuf',
};

/**
 * A request handler for `http.createServer` that answers with the files of `directory` (a folder's index.html for
 * the folder), 404 for anything else, including a path with .. that climbs out of it.
 * @param {string} directory an absolute path
 * @returns {import('node:http').RequestListener}
 */
export function staticFiles(directory) {
  return (request, response) => {
    let path;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      response.writeHead(400).end('Bad request');
      return;
    }
    let file = normalize(join(directory, path));
    if (file !== directory && !file.startsWith(directory + sep)) {
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
  };
}
