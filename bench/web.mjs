// Page-load benchmark (`npm run bench:web`): builds the web app and the server (`--no-build` reuses the last
// build), starts the server on a spare loopback port with a throw-away data folder, and runs Lighthouse (mobile,
// simulated throttling: the defaults of Lighthouse's own mobile run) on every page of bench/lib/pages.mjs, the
// account pages signed in as the demo customer or booker. Prints one table of medians (of 3 runs, `--runs=N`):
// performance score, LCP, TBT, CLS, FCP and bytes transferred, each against the targets in `targets`, with a
// baseline row first: a near-empty static page served by the same server in the same run, so a slow machine shows
// as a slow baseline rather than as a slow app. `--page=booking,home` runs only those pages; `--explain` prints what
// held each page back in its last run (render-blocking files, the LCP element and its phases, long tasks, every
// request with its priority and timing); `--reports=DIR` saves each page's last report. Before each run the page is
// requested once, so the server's render cache is warm, as it is for most visitors.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath, quietChromiumFlags } from '../scripts/chromium.mjs';
import { buildServerAndWeb } from './lib/build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice(7) ?? 3) || 3;
const only = process.argv
  .find((arg) => arg.startsWith('--page='))
  ?.slice(7)
  .split(',');

/** What every page must reach on Lighthouse mobile. */
const targets = { score: 95, lcp: 1500, tbt: 100, cls: 0.02 };

buildServerAndWeb();

const { startServer } = await import('./lib/server.mjs');
const { accountKey, benchPages, prepareAccounts } = await import('./lib/pages.mjs');
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
const { chromium } = await import('playwright-core');

// The baseline: a near-empty page (a heading and a line of text) the server serves as a static file of the build.
const baselinePath = '/bench-baseline.html';
const baselineFile = join(root, 'apps/web/dist', baselinePath);
writeFileSync(
  baselineFile,
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title></head><body><h1>Baseline</h1><p>A near-empty page served by the same server.</p></body></html>',
);

const explain = process.argv.includes('--explain');
/** `--reports=DIR`: each page's last Lighthouse report (JSON) is saved there, for a closer look. */
const reportDir = process.argv.find((arg) => arg.startsWith('--reports='))?.slice(10);
if (reportDir) mkdirSync(reportDir, { recursive: true });

/** `--explain`: what held a page back in its last run (render-blocking files, the LCP element, main-thread work). */
function explainRun(path, lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const lines = [`\n${path}`];
  for (const item of [...items('render-blocking-resources'), ...items('render-blocking-insight')])
    lines.push(
      `  blocks render: ${String(item.url).replace(/^https?:\/\/[^/]+/, '')} (${Math.round(item.wastedMs ?? item.totalBytes ?? 0)})`,
    );
  for (const [id, audit] of Object.entries(lhr.audits))
    if (id.endsWith('-insight') && audit.score !== null && audit.score < 1)
      lines.push(`  insight: ${id} ${audit.displayValue ?? ''}`);
  for (const item of items('largest-contentful-paint-element')) {
    const node = item.items?.[0]?.node ?? item.node;
    if (node?.snippet) lines.push(`  LCP element: ${node.snippet.slice(0, 160)}`);
    for (const phase of item.items?.[1]?.items ?? []) lines.push(`    ${phase.phase}: ${Math.round(phase.timing)} ms`);
  }
  // Lighthouse 13 reports the element and its phases in the LCP breakdown insight instead.
  const breakdown = items('lcp-breakdown-insight');
  const lcpNode = breakdown.find((item) => item.type === 'node');
  if (lcpNode) lines.push(`  LCP element: ${String(lcpNode.nodeLabel ?? lcpNode.snippet).slice(0, 160)}`);
  for (const part of breakdown.find((item) => item.type === 'table')?.items ?? [])
    lines.push(`    ${part.label}: ${Math.round(part.duration)} ms`);
  for (const item of items('layout-shifts').slice(0, 4))
    lines.push(`  layout shift ${Number(item.score).toFixed(3)}: ${String(item.node?.snippet ?? '').slice(0, 160)}`);
  for (const item of items('long-tasks').slice(0, 6))
    lines.push(
      `  long task: ${Math.round(item.duration)} ms at ${Math.round(item.startTime)} ms ${String(item.url).replace(/^https?:\/\/[^/]+/, '')}`,
    );
  for (const item of items('network-requests').filter((r) => r.resourceType !== 'Other'))
    lines.push(
      `  request: ${String(item.url)
        .replace(/^https?:\/\/[^/]+/, '')
        .slice(
          0,
          60,
        )} ${item.resourceType} ${item.priority} ${Math.round(item.networkRequestTime)}-${Math.round(item.networkEndTime)} ms ${Math.round((item.transferSize ?? 0) / 1024)} KB`,
    );
  for (const item of items('bootup-time').slice(0, 5))
    lines.push(
      `  script: ${String(item.url).replace(/^https?:\/\/[^/]+/, '')} total ${Math.round(item.total)} ms, eval ${Math.round(item.scripting)} ms, parse ${Math.round(item.scriptParseCompile)} ms`,
    );
  process.stderr.write(`${lines.join('\n')}\n`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const results = [];
let server;
let chrome;
try {
  server = await startServer();
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...quietChromiumFlags],
  });
  const { accounts, resolve } = await prepareAccounts(server.url);
  // A second client on the same browser sets who is signed in before each run: Lighthouse keeps storage
  // (disableStorageReset) so the session survives, and this clears the HTTP cache instead, for a cold load.
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0];
  const setUp = async (account) => {
    await context.clearCookies();
    const page = await context.newPage();
    await page.goto(`${server.url}/api/vehicletypes`);
    await page.evaluate(
      ([key, profile]) => {
        localStorage.clear();
        sessionStorage.clear();
        if (profile) localStorage.setItem(key, JSON.stringify({ profile, remember: true }));
      },
      [accountKey, account?.profile ?? null],
    );
    if (account) {
      const host = new URL(server.url).hostname;
      await context.addCookies(
        account.cookies.map((pair) => {
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: host, path: '/' };
        }),
      );
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await page.close();
  };

  const pages = [
    { name: 'baseline', path: baselinePath, who: 'guest' },
    ...benchPages.filter((p) => !only || only.includes(p.name)),
  ];
  for (const page of pages) {
    const path = resolve(page.path);
    const samples = [];
    for (let run = 0; run < runs; run++) {
      await setUp(accounts[page.who]);
      // The server keeps a page's first view for a minute after rendering it (the first render of a page also loads
      // the renderer's modules): a request just before each run, so what is measured is the page as most visitors
      // get it, not the render cache's state (a cold render put up to 1 s of server time into a run's LCP).
      await fetch(`${server.url}${path}`).then((res) => res.arrayBuffer());
      // A run whose trace Lighthouse could not record (NO_NAVSTART and the like, on a busy machine) measured
      // nothing: it is run again, at most twice, and said so.
      let lhr;
      for (let attempt = 1; ; attempt++) {
        ({ lhr } = await lighthouse(`${server.url}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: true,
        }));
        if (!lhr.runtimeError) break;
        const problem = `${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
        if (attempt === 3) throw new Error(problem);
        process.stderr.write(`\n${problem}: measuring again\n`);
        await setUp(accounts[page.who]);
      }
      // A signed-out visitor is sent home from an account page: that would measure the wrong page.
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      if (landed !== path) throw new Error(`${path}: Lighthouse measured ${landed} instead (redirected)`);
      const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      samples.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        fcp: audit('first-contentful-paint'),
        bytes: audit('total-byte-weight'),
      });
      process.stderr.write('.');
      if (explain && run === runs - 1) explainRun(path, lhr);
      if (reportDir && run === runs - 1)
        writeFileSync(join(reportDir, `${page.name.replace(/ /g, '-')}.json`), JSON.stringify(lhr));
    }
    const pick = (key) => median(samples.map((s) => s[key]));
    results.push({
      ...page,
      path,
      score: pick('score'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      fcp: pick('fcp'),
      bytes: pick('bytes'),
    });
  }
  await browser.close();
} finally {
  rmSync(baselineFile, { force: true });
  await chrome?.kill();
  await server?.stop();
  server?.dispose();
}

const mark = (ok) => (ok ? 'pass' : 'FAIL');
const header = ['page', 'as', 'perf', 'LCP', 'TBT', 'CLS', 'FCP', 'bytes'];
const rows = results.map((r) => [
  `${r.name} ${r.path}`,
  r.who,
  `${r.score} ${mark(r.score >= targets.score)}`,
  `${(r.lcp / 1000).toFixed(2)} s ${mark(r.lcp <= targets.lcp)}`,
  `${Math.round(r.tbt)} ms ${mark(r.tbt <= targets.tbt)}`,
  `${r.cls.toFixed(3)} ${mark(r.cls <= targets.cls)}`,
  `${(r.fcp / 1000).toFixed(2)} s`,
  `${(r.bytes / 1024).toFixed(0)} KB`,
]);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
const line = (cells) => `  ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')}`;
console.log(
  `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, simulated throttling; median of ${runs} runs per page`,
);
console.log(
  `  targets: perf >= ${targets.score}, LCP <= ${targets.lcp / 1000} s, TBT <= ${targets.tbt} ms, CLS <= ${targets.cls}`,
);
console.log(line(header));
for (const row of rows) console.log(line(row));
