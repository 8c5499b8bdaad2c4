// Bundle benchmark: builds the web app and the server, opens /booking in Chromium without interacting, and
// prints the gzip size of every JavaScript and CSS file the page loaded, against the 150 KB budget
// (TOOLCHAIN.md). Then checks that importing one @cabkit/ui component does not pull in maps or the others.
// `--check` exits non-zero when the budget is exceeded.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const budgetKb = 150;
const check = process.argv.includes('--check');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;

if (!process.argv.includes('--no-build')) {
  execSync('npx turbo run build --filter=@cabkit/web --filter=@cabkit/server --output-logs=errors-only', {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
}

const { startServer } = await import('./lib/server.mjs');
const { chromium } = await import('playwright-core');
const server = await startServer();
const dist = join(root, 'apps/web/dist');
const loaded = new Map();
let failed = false;
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const path = new URL(res.url()).pathname;
    loaded.set(path, type);
  });
  await page.goto(`${server.url}/booking`, { waitUntil: 'networkidle' });
  await browser.close();

  let total = 0;
  const rows = [];
  for (const [path, type] of loaded) {
    const file = join(dist, decodeURIComponent(path));
    let bytes;
    if (existsSync(file)) bytes = readFileSync(file);
    else
      bytes = Buffer.from(
        await (await fetch(`${server.url}${path}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
      );
    const size = gz(bytes);
    total += size;
    rows.push({ path, type, raw: bytes.length, gzip: size });
  }
  // Inline <style> in index.html (tenant theme) counts too.
  const html = await (await fetch(`${server.url}/booking`)).text();
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  if (inlineCss) {
    const size = gz(Buffer.from(inlineCss));
    total += size;
    rows.push({ path: '(inline <style> in index.html)', type: 'stylesheet', raw: inlineCss.length, gzip: size });
  }
  rows.sort((a, b) => b.gzip - a.gzip);
  console.log('\n/booking before any interaction: JavaScript and CSS loaded');
  for (const r of rows)
    console.log(`  ${kb(r.gzip).padStart(9)} gzip  ${kb(r.raw).padStart(9)} raw  ${r.type.padEnd(10)} ${r.path}`);
  const over = total > budgetKb * 1024;
  console.log(
    `  total: ${kb(total)} gzip in ${rows.length} files; budget ${budgetKb} KB: ${over ? 'OVER BUDGET' : 'within budget'}`,
  );
  const heavy = rows.filter((r) => /maplibre|signalr|stripe|paypal|google|bing/i.test(r.path));
  console.log(`  heavy parts loaded up front: ${heavy.length === 0 ? 'none' : heavy.map((r) => r.path).join(', ')}`);
  if (check && (over || heavy.length > 0)) failed = true;
} finally {
  await server.stop();
  server.dispose();
}

// One component from @cabkit/ui: a scratch Vite build that imports only Button.
const scratch = mkdtempSync(join(root, '.tmp-bench-'));
try {
  mkdirSync(join(scratch, 'src'));
  writeFileSync(
    join(scratch, 'src/main.tsx'),
    "import { createRoot } from 'react-dom/client';\nimport { Button } from '@cabkit/ui/Button';\ncreateRoot(document.getElementById('root')!).render(<Button>Book now</Button>);\n",
  );
  writeFileSync(
    join(scratch, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  writeFileSync(
    join(scratch, 'vite.config.mjs'),
    "import react from '@vitejs/plugin-react';\nimport { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';\nexport default { plugins: [react(), vanillaExtractPlugin()], logLevel: 'error' };\n",
  );
  execSync('npx vite build', { cwd: scratch, stdio: 'inherit' });
  // A second, unminified build for the leak check: minifying renames the functions it looks for.
  execSync('npx vite build --minify false --outDir dist-plain', { cwd: scratch, stdio: 'inherit' });
  const assets = join(scratch, 'dist/assets');
  let js = 0;
  let css = 0;
  for (const f of readdirSync(assets)) {
    const buf = readFileSync(join(assets, f));
    if (f.endsWith('.js')) js += gz(buf);
    else if (f.endsWith('.css')) css += gz(buf);
  }
  const plainAssets = join(scratch, 'dist-plain/assets');
  const text = readdirSync(plainAssets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(plainAssets, f), 'utf8'))
    .join('\n');
  const leaks = [
    'maplibre',
    'google.maps',
    'Microsoft.Maps',
    'function DateTimePicker',
    'function Autocomplete',
    'function JourneyMap',
    'function SignInDialog',
  ].filter((s) => text.includes(s));
  // The check must be able to see a component at all: the imported Button has to be found by the same search.
  const sees = text.includes('function Button');
  console.log(`\n@cabkit/ui: importing only Button -> ${kb(js)} JS + ${kb(css)} CSS gzip minified (React included)`);
  console.log(`  pulls in maps or other components: ${leaks.length === 0 ? 'no' : `YES (${leaks.join(', ')})`}`);
  if (!sees) console.log('  the search found no Button either: the leak check is broken');
  if (check && (leaks.length > 0 || !sees)) failed = true;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
