#!/usr/bin/env node
// Proves @cabkit/ui is reusable outside the monorepo: builds it (scripts/build-lib.mjs), `npm pack`s the built
// package, installs the tarball with react, react-dom and vite from the npm registry into a scratch app in a
// temporary folder, type-checks a consumer file against the packed declarations, builds the app with Vite,
// serves it and opens it in Chromium: the alert dialog must be rendered with its role and name, styled by the
// default theme (computed colours equal the tokens), and work (OK closes it through the consumer's callback).
// Then a second scratch build importing only `@cabkit/ui/Button` must not contain the maps or other components.
// `--no-build` packs an existing dist. Exits non-zero on any failure. Part of `npm test` (the `pack` suite).
// Outputs: packages/ui/dist and packages/ui/.tmp (both gitignored); the scratch app in the OS temp folder.
import { execFileSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const uiDir = fileURLToPath(new URL('..', import.meta.url));
const root = join(uiDir, '..', '..');
const dist = join(uiDir, 'dist');
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const step = (text) => console.log(`[test:pack ${seconds()}] ${text}`);
const rootPackage = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Runs a command in a folder, output shown only when it fails. */
function run(command, args, cwd) {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    process.stderr.write(`${error.stdout ?? ''}${error.stderr ?? ''}`);
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  }
}

/** A loopback static server for a built app. */
function serve(directory) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let path = normalize(join(directory, decodeURIComponent(url.pathname)));
    if (!path.startsWith(directory + sep) && path !== directory) return response.writeHead(403).end();
    if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html');
    if (!existsSync(path)) return response.writeHead(404).end('Not found');
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
    createReadStream(path).pipe(response);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/** `#rrggbb` as the browser's computed `rgb(r, g, b)`. */
function hexToRgb(hex) {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const failures = [];
/** Records a failed expectation (all are checked, then the script fails if any did). */
function expect(what, actual, expected) {
  const ok = actual === expected;
  console.log(
    `  ${ok ? 'ok  ' : 'FAIL'} ${what}: ${JSON.stringify(actual)}${ok ? '' : ` (expected ${JSON.stringify(expected)})`}`,
  );
  if (!ok) failures.push(what);
}

// The scratch app lives outside the repository and is always removed: at the end, and on Ctrl-C or a CI timeout.
const scratch = mkdtempSync(join(tmpdir(), 'cabkit-ui-pack-'));
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    rmSync(scratch, { recursive: true, force: true });
    process.exit(code);
  });
}
let server;
let browser;
try {
  if (!process.argv.includes('--no-build')) {
    step('building @cabkit/ui (scripts/build-lib.mjs)');
    run(process.execPath, [join(uiDir, 'scripts/build-lib.mjs')], uiDir);
  }
  if (!existsSync(join(dist, 'package.json'))) throw new Error('packages/ui/dist has no package.json: build it first');

  step('npm pack packages/ui/dist');
  const packed = JSON.parse(run('npm', ['pack', dist, '--json', '--pack-destination', scratch], root));
  const tarball = packed[0].filename;
  console.log(
    `  ${tarball}: ${packed[0].entryCount} files, ${kb(packed[0].size)} packed, ${kb(packed[0].unpackedSize)} unpacked`,
  );
  const inTarball = new Set(packed[0].files.map((file) => file.path));
  for (const required of [
    'package.json',
    'index.js',
    'index.d.ts',
    'dialogs/index.js',
    'dialogs/index.d.ts',
    'theme/contract.css.ts.vanilla.css',
  ])
    expect(`tarball holds ${required}`, inTarball.has(required), true);
  expect(
    'tarball holds TypeScript source',
    [...inTarball].some((p) => /(?<!\.d)\.tsx?$/.test(p)),
    false,
  );

  // The scratch app: plain JavaScript (no JSX plugin needed), one page with a dialog, one with a Button only.
  const versions = {
    react: rootPackage('react').version,
    vite: rootPackage('vite').version,
    types: rootPackage('@types/react').version,
  };
  writeFileSync(
    join(scratch, 'package.json'),
    JSON.stringify(
      {
        name: 'cabkit-ui-scratch',
        private: true,
        type: 'module',
        dependencies: {
          '@cabkit/ui': `file:./${tarball}`,
          react: versions.react,
          'react-dom': versions.react,
          vite: versions.vite,
          '@types/react': versions.types,
        },
      },
      null,
      2,
    ),
  );
  mkdirSync(join(scratch, 'dialog'));
  mkdirSync(join(scratch, 'button'));
  writeFileSync(
    join(scratch, 'dialog/index.html'),
    '<!doctype html><html lang="en"><head><title>Scratch</title><link rel="icon" href="data:,"></head><body><main id="root"></main><script type="module" src="./main.js"></script></body></html>',
  );
  writeFileSync(
    join(scratch, 'dialog/main.js'),
    `import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AlertDialog } from '@cabkit/ui/dialogs';

function App() {
  const [open, setOpen] = useState(true);
  const [okPressed, setOkPressed] = useState(false);
  return h('div', null,
    h('h1', null, 'Scratch app'),
    h('p', { role: 'status' }, okPressed ? 'OK pressed' : 'Waiting'),
    h(AlertDialog, { open, onOpenChange: setOpen, title: 'Pickup changed', message: 'Your pickup time was moved.', onOk: () => setOkPressed(true) }),
  );
}
createRoot(document.getElementById('root')).render(h(App));
`,
  );
  writeFileSync(
    join(scratch, 'button/index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
  );
  writeFileSync(
    join(scratch, 'button/main.js'),
    `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from '@cabkit/ui/Button';
createRoot(document.getElementById('root')).render(h(Button, null, 'Book now'));
`,
  );
  // A consumer's TypeScript: the packed declarations must resolve and be precise (each expect-error fails the
  // check if the type it names were missing or any).
  writeFileSync(
    join(scratch, 'consumer.ts'),
    `import { createElement } from 'react';
import { Button, type ButtonProps } from '@cabkit/ui/Button';
import { type AlertDialogProps, AlertDialog } from '@cabkit/ui/dialogs';
import { vars, validateTokens } from '@cabkit/ui/theme';
import { TextField } from '@cabkit/ui';
import type { DateTimePickerProps } from '@cabkit/ui/DateTimePicker';

export const alert: AlertDialogProps = { open: true, onOpenChange: () => {}, message: 'Saved', kind: 'error' };
// @ts-expect-error: kind is 'message' | 'error'
export const wrong: AlertDialogProps = { open: true, onOpenChange: () => {}, message: 'Saved', kind: 'warning' };
export const primary: string = vars.color.primary;
const validation = validateTokens({});
export const problems: string[] = validation.ok ? [] : validation.errors;
// @ts-expect-error: tokens exist only when ok (the vendored @cabkit/themes types resolve)
export const unchecked = validation.tokens;
// @ts-expect-error: 7 is not a minute step
export const picker: DateTimePickerProps = { now: new Date(), minuteStep: 7 };
export const button: ButtonProps = { variant: 'secondary', children: 'Next' };
export const elements = [createElement(Button, button), createElement(AlertDialog, alert), createElement(TextField, { label: 'Name' })];
`,
  );
  writeFileSync(
    join(scratch, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
      },
      files: ['consumer.ts'],
    }),
  );

  step('npm install (the packed tarball, react, react-dom, vite from the registry)');
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], scratch);
  const installed = JSON.parse(readFileSync(join(scratch, 'node_modules/@cabkit/ui/package.json'), 'utf8'));
  expect('installed @cabkit/ui exports ./dialogs', installed.exports['./dialogs']?.default, './dialogs/index.js');
  expect(
    '@cabkit/domain installed as a separate package',
    existsSync(join(scratch, 'node_modules/@cabkit/domain')),
    false,
  );

  step('type-check a consumer file against the packed declarations');
  run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], scratch);
  console.log('  ok   tsc: 0 errors');

  step('vite build of the scratch app');
  writeFileSync(
    join(scratch, 'vite.config.js'),
    `const plain = process.env.PLAIN === '1';
export default {
  logLevel: 'error',
  build: plain
    ? { minify: false, outDir: 'dist-plain', rollupOptions: { input: { button: 'button/index.html' } } }
    : { rollupOptions: { input: { dialog: 'dialog/index.html', button: 'button/index.html' } } },
};
`,
  );
  run(join(scratch, 'node_modules/.bin/vite'), ['build'], scratch);
  // Unminified, so component and module names stay visible to the leak check below.
  execFileSync(join(scratch, 'node_modules/.bin/vite'), ['build'], {
    cwd: scratch,
    stdio: 'pipe',
    env: { ...process.env, PLAIN: '1' },
  });

  // Single-import check on the packed package: what the Button page loads (sizes minified, names unminified).
  const assetsOf = (folder) =>
    [
      ...readFileSync(join(scratch, folder, 'button/index.html'), 'utf8').matchAll(
        /(?:src|href)="\/?(assets\/[^"]+)"/g,
      ),
    ].map((match) => join(scratch, folder, match[1]));
  let buttonJs = 0;
  let buttonCss = 0;
  for (const asset of assetsOf('dist')) {
    const size = gzipSync(readFileSync(asset), { level: 9 }).length;
    if (asset.endsWith('.js')) buttonJs += size;
    else if (asset.endsWith('.css')) buttonCss += size;
  }
  const plainText = assetsOf('dist-plain')
    .map((asset) => readFileSync(asset, 'utf8'))
    .join('\n');
  expect('unminified Button page holds the Button', /function Button\b/.test(plainText), true);
  const leaks = [
    'maplibre',
    'google.maps',
    'Microsoft.Maps',
    'JourneyMap',
    'DateTimePicker',
    'Autocomplete',
    'AlertDialog',
    'react-dialog',
    'VehicleSelect',
  ].filter((name) => plainText.includes(name));
  console.log(`  Button page from the packed package: ${kb(buttonJs)} JS + ${kb(buttonCss)} CSS gzip (React included)`);
  expect('importing only Button pulls in maps, dialogs or other components', leaks.join(', '), '');

  step('serve the app and open it in Chromium');
  server = await serve(join(scratch, 'dist'));
  const url = `http://127.0.0.1:${server.address().port}/dialog/`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && pageErrors.push(message.text()));
  await page.goto(url);
  const dialog = page.getByRole('alertdialog', { name: 'Pickup changed' });
  await dialog.waitFor({ timeout: 15_000 });
  expect('dialog rendered with role alertdialog and name "Pickup changed"', await dialog.isVisible(), true);
  expect(
    'dialog message',
    (await dialog.getByText('Your pickup time was moved.').textContent())?.trim(),
    'Your pickup time was moved.',
  );
  const tokens = JSON.parse(readFileSync(join(root, 'themes/default/tokens.json'), 'utf8'));
  const ok = dialog.getByRole('button', { name: 'OK' });
  expect('OK has focus (Enter closes the alert)', await ok.evaluate((node) => node === document.activeElement), true);
  expect(
    'theme variable --ck-color-primary on :root',
    await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ck-color-primary').trim()),
    tokens.color.primary.$value,
  );
  expect(
    'OK button background is the theme primary',
    await ok.evaluate((node) => getComputedStyle(node).backgroundColor),
    hexToRgb(tokens.color.primary.$value),
  );
  expect(
    'OK button text is the theme onPrimary',
    await ok.evaluate((node) => getComputedStyle(node).color),
    hexToRgb(tokens.color.onPrimary.$value),
  );
  expect(
    'dialog surface is the theme surfaceRaised',
    await dialog.evaluate((node) => getComputedStyle(node).backgroundColor),
    hexToRgb(tokens.color.surfaceRaised.$value),
  );
  await page.keyboard.press('Enter');
  await page.getByRole('status').filter({ hasText: 'OK pressed' }).waitFor({ timeout: 5_000 });
  expect('dialog closed after Enter on OK', await page.getByRole('alertdialog').count(), 0);
  expect('page errors', pageErrors.join(' | '), '');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failures.push('script error');
} finally {
  await browser?.close();
  server?.close();
  rmSync(scratch, { recursive: true, force: true });
}
console.log(`[test:pack ${seconds()}] ${failures.length === 0 ? 'passed' : `FAILED: ${failures.join('; ')}`}`);
process.exit(failures.length === 0 ? 0 : 1);
