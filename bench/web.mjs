// Page-load benchmark (`npm run bench:web`): builds the web app and the server, starts the server on a spare
// loopback port with a throw-away data folder, and loads /booking in Chromium with a 4x CPU slowdown and a
// fast-3G-like network (CDP). Prints Largest Contentful Paint, Total Blocking Time (long tasks over 50 ms
// after First Contentful Paint), and the bytes transferred by type, as the median of several cold loads.
// `--no-build` skips the build; `--runs=N` sets the number of loads (default 3).
import { execSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3) || 3;
/** Chrome DevTools' "Fast 3G" preset: 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up (bytes per second here). */
const network = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const cpuSlowdown = 4;

if (!process.argv.includes('--no-build')) {
  execSync('npx turbo run build --filter=@cabkit/web --filter=@cabkit/server --output-logs=errors-only', {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
}

const { startServer } = await import('./lib/server.mjs');
const { chromium } = await import('playwright-core');

/** Runs in the page before any script: records LCP, FCP and long tasks as they happen. */
function observeVitals() {
  const vitals = { lcp: 0, fcp: 0, longTasks: [] };
  window.__cabkitVitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.renderTime || entry.loadTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

async function loadOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const bytes = { document: 0, script: 0, stylesheet: 0, fetch: 0, other: 0 };
  const types = new Map();
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type.toLowerCase()));
  cdp.on('Network.loadingFinished', (event) => {
    const type = types.get(event.requestId) ?? 'other';
    const key = type === 'xhr' ? 'fetch' : type in bytes ? type : 'other';
    bytes[key] += event.encodedDataLength;
  });
  await page.addInitScript(observeVitals);
  const started = Date.now();
  await page.goto(`${url}/booking`, { waitUntil: 'load' });
  await page.getByRole('combobox', { name: 'Pickup' }).waitFor({ timeout: 60_000 });
  const interactive = Date.now() - started;
  // Let late long tasks and the final LCP candidate land, then stop observing (LCP stops at input anyway).
  await page.waitForTimeout(3000);
  const vitals = await page.evaluate(() => window.__cabkitVitals);
  const tbt = vitals.longTasks
    .filter((task) => task.start + task.duration > vitals.fcp)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  await context.close();
  return { lcp: vitals.lcp, fcp: vitals.fcp, tbt, interactive, bytes };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const ms = (n) => `${Math.round(n)} ms`;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const server = await startServer();
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
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await loadOnce(browser, server.url));
  await browser.close();
  console.log(`/booking cold load, CPU ${cpuSlowdown}x slower, network 150 ms RTT 1.6 Mbit/s down (median of ${runs})`);
  console.log(`  First Contentful Paint    ${ms(median(results.map((r) => r.fcp)))}`);
  console.log(`  Largest Contentful Paint  ${ms(median(results.map((r) => r.lcp)))}`);
  console.log(`  Total Blocking Time       ${ms(median(results.map((r) => r.tbt)))}`);
  console.log(`  Pickup field usable after ${ms(median(results.map((r) => r.interactive)))}`);
  console.log('  Transferred (compressed, on the wire):');
  for (const type of ['document', 'script', 'stylesheet', 'fetch', 'other']) {
    console.log(`    ${type.padEnd(11)} ${kb(median(results.map((r) => r.bytes[type])))}`);
  }
  const total = median(results.map((r) => Object.values(r.bytes).reduce((a, b) => a + b, 0)));
  console.log(`    ${'total'.padEnd(11)} ${kb(total)}`);
} finally {
  await server.stop();
  server.dispose?.();
}
