// API benchmark: starts the Cabkit server on a spare loopback port with a throw-away data folder, runs a
// bounded autocannon load against quotation, address search and booking creation, and prints requests per
// second and p50/p99 latency per endpoint plus the dataset size. Then stops the server. Beside the address
// search endpoint it measures, in the same run and over the same places (read from the server's database), the
// in-memory address index the endpoint uses and a plain in-memory filter (lower-case substring over each
// place's search text), each driven by `connections` interleaved callers for the same duration.
// Quotation and booking creation run on the embedded database (PGlite) and, when DATABASE_URL is set, on PostgreSQL
// too, beside a bare Fastify handler started in the same run (the target is about 2 % of its rate). The
// server's memory (RSS and heap after a forced GC) is printed after start and after each of two runs of 100,000
// quotations (--memory-quotes=N), which must not grow from the first run to the second.
// Beside each rate it prints the server's CPU time per request (user + system of the server process, all its
// threads, from /proc, over the measured run and the settling after it, divided by the requests answered): unlike
// the rate, it hardly depends on what else the machine is doing, so figures from a busy machine can be compared.
// The load average at the start and end of the run is printed with the table.
// Then the cost of signing in : ms per sign-in alone and under 50 concurrent sign-ins, with the server's
// peak memory, for the server as configured (scrypt N = 2^17, pool of 2) beside baselines started in the same run:
// the old cost (N = 2^14, no pool of its own) and the new cost without the pool; and a reset-password request for
// a known and an unknown e-mail (they must take the same time).
//
//   npm run bench:api                      # server from source (tsx), 5 s per endpoint, 10 connections
//   node bench/api.mjs --built             # the bundled server (apps/server/dist/main.js; build it first)
//   node bench/api.mjs --duration=10 --connections=20
//   node bench/api.mjs --sign-in-only      # only the sign-in and reset-password figures
//   node bench/api.mjs --throughput-only   # no sign-in figures
//   DATABASE_URL=postgres://... npm run bench:api   # the PostgreSQL figures too (a throw-away schema is used)
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { stratfordToLiverpoolStreet } from './lib/journeys.mjs';
import { builtServer, freePort, launchServer } from './lib/server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const option = (name, fallback) => {
  const given = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = given ? Number(given.slice(name.length + 3)) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};
const duration = option('duration', 5);
const connections = option('connections', 10);
const useBuilt = process.argv.includes('--built');
const signInOnly = process.argv.includes('--sign-in-only');
const throughputOnly = process.argv.includes('--throughput-only');
/** Quotations per memory run: enough that a leak would show. */
const memoryQuotes = option('memory-quotes', 100_000);
const postgresUrl = process.env.DATABASE_URL || '';
/** Concurrent sign-ins in the burst. */
const SIGN_IN_BURST = 50;

async function startServer(extraEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cabkit-bench-api-'));
  if (useBuilt && !existsSync(builtServer))
    throw new Error('apps/server/dist/main.js is missing: run `npm run build -w @cabkit/server`');
  const memoryFile = join(dataDir, 'memory.json');
  const probe = ['--expose-gc', '--import', join(root, 'bench/lib/memory-probe.mjs')];
  const args = useBuilt
    ? [...probe, builtServer]
    : [...probe, '--import', 'tsx', join(root, 'apps/server/src/main.ts')];
  const server = await launchServer({
    args,
    port: await freePort(),
    dataDir,
    cwd: join(root, 'apps/server'),
    waitMs: 240_000,
    env: {
      REDIS_URL: '',
      SIMULATOR_SPEED: 'off',
      LOG_LEVEL: 'error',
      // The sign-in burst comes from one address: let it through the per-address limit.
      RATE_LIMIT_SCALE: '100',
      CABKIT_BENCH_MEMORY_FILE: memoryFile,
      ...extraEnv,
    },
  });
  return {
    ...server,
    /** The server's memory after a forced GC: { rss, heapUsed, ... } in bytes. */
    async memory() {
      rmSync(memoryFile, { force: true });
      process.kill(server.pid, 'SIGUSR2');
      for (let i = 0; i < 200 && !existsSync(memoryFile); i++) await new Promise((r) => setTimeout(r, 25));
      await new Promise((r) => setTimeout(r, 25));
      return JSON.parse(readFileSync(memoryFile, 'utf8'));
    },
  };
}

async function json(url, init) {
  const response = await fetch(url, init);
  const body = await response.json();
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Waits until requests abandoned at the end of a run are served (one answered call queues behind them). */
async function settle(url) {
  await fetch(`${url}/api/searchaddress?prefix=settle`).then((r) => r.arrayBuffer());
}

function run(name, options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration, ...options }, (error, result) => {
      if (error) reject(error);
      else resolve({ name, result });
    });
  });
}

const journey = stratfordToLiverpoolStreet;

const searchPrefixes = ['lon', 'man', 'hea', 'stat', 'E15', 'bir', 'gatw', 'king', 'SW1', 'edin', 'oxf', 'brig'];

/** Calls `search` with the prefixes in turn from `connections` callers for `duration` s: rate and latency. */
async function inProcess(search) {
  const latencies = [];
  const until = performance.now() + duration * 1000;
  let next = 0;
  const caller = async () => {
    while (performance.now() < until) {
      const prefix = searchPrefixes[next++ % searchPrefixes.length];
      const start = performance.now();
      await search(prefix);
      latencies.push(performance.now() - start);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, caller));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { perSecond: latencies.length / seconds, p50: at(0.5), p99: at(0.99), calls: latencies.length };
}

/** Address search side by side: the HTTP endpoint, the index it uses, and a plain filter, over the same places. */
async function searchSideBySide(placeRows, http) {
  const { register } = await import('tsx/esm/api');
  register();
  const { AddressIndex } = await import('../apps/server/src/services/gazetteer/address-index.ts');
  const near = { lat: 51.536743, lng: -0.015247 };
  const index = new AddressIndex(placeRows);
  const filter = (prefix) => {
    const q = prefix.toLowerCase();
    const found = [];
    for (const row of placeRows) if (row.search_text.includes(q)) found.push(row);
    return found.slice(0, 10);
  };
  // Warm both up first so neither pays for the JIT in its figures.
  for (const p of searchPrefixes) for (let i = 0; i < 200; i++) index.search(p, { near }) && filter(p);
  const indexed = await inProcess((p) => index.search(p, { near }));
  const plain = await inProcess(filter);
  const fixed = (ms) => Number(ms.toFixed(3));
  console.log(`\nAddress search over the same ${placeRows.length} places, ${connections} callers, ${duration} s each:`);
  console.table([
    {
      search: 'GET /api/searchaddress (HTTP, index)',
      'req/s': http?.['req/s'],
      'p50 ms': http?.['p50 ms'],
      'p99 ms': http?.['p99 ms'],
    },
    {
      search: 'address index, in process',
      'req/s': Math.round(indexed.perSecond),
      'p50 ms': fixed(indexed.p50),
      'p99 ms': fixed(indexed.p99),
    },
    {
      search: 'plain filter, in process',
      'req/s': Math.round(plain.perSecond),
      'p50 ms': fixed(plain.p50),
      'p99 ms': fixed(plain.p99),
    },
  ]);
  const share = (indexed.perSecond / plain.perSecond) * 100;
  console.log(
    `Index throughput ${share.toFixed(0)} % of the plain filter's (target >= 20 %); HTTP search p99 ${http?.['p99 ms']} ms (target <= 5 ms).`,
  );
}

/** Starts the bare Fastify baseline (bench/lib/bare-fastify.mjs) in its own process. */
async function startBareFastify() {
  const child = spawn(process.execPath, [join(root, 'bench/lib/bare-fastify.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (b) => {
      out += String(b);
      const match = /listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`bare Fastify exited with ${code}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const failures = (result) => result.errors + result.timeouts + result.non2xx;

/** CPU time (user + system, every thread) a process has used so far, in microseconds (Linux /proc), or null. */
function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of the line, counted in clock ticks (USER_HZ, 100 on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return null;
  }
}

/** The 1-minute load average (Linux), or 'n/a'. */
function loadAverage() {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'n/a';
  }
}

/** One measured run (after a 1 s warm-up) as a table row, with the server's CPU time per answered request. */
async function measure(server, database, name, options) {
  await run(`${name} (warm-up)`, { ...options, duration: 1 });
  await settle(server.url);
  const cpuBefore = cpuMicros(server.pid);
  const { result } = await run(name, options);
  // Work a request leaves for after its answer (none should be left now) is counted with it.
  await settle(server.url);
  const cpuAfter = cpuMicros(server.pid);
  const answered = result.requests.total;
  return {
    database,
    endpoint: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'server CPU µs/req':
      cpuBefore === null || cpuAfter === null || answered === 0 ? 'n/a' : Math.round((cpuAfter - cpuBefore) / answered),
    requests: answered,
    failed: failures(result),
  };
}

/**
 * A quotation request body and a booking of it, checked once against the server (Code 1 each). The bookings are
 * the demo customer's (its session cookie): guest bookings are limited to a few per hour per address, and a quote
 * is booked only by who asked for it, so the booking's quote is asked for signed in too.
 */
async function journeyRequests(url) {
  const types = await json(`${url}/api/vehicletypes`);
  const vehtypeid = types.vehTypes[0].Id;
  const signIn = await fetch(`${url}/api/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoSignIn),
  });
  const account = await signIn.json();
  if (account.Code !== 1) throw new Error(`sign-in answered Code ${account.Code}: ${account.Message}`);
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
  const quotation = { ...journey, vehtypeid, bookingdate: 'ASAP' };
  const quote = await json(`${url}/api/quotation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ ...quotation, custid: account.Id }),
  });
  if (quote.Code !== 1) throw new Error(`quotation failed: ${quote.Message}`);
  const booking = {
    quotationid: quote.QuotationId,
    vehtypeid,
    ...journey,
    paymentmethod: 'cash',
    bookingdate: 'ASAP',
    name: 'Bench',
    lastname: 'Mark',
    phone: '7700900999',
    email: 'bench@example.com',
    custid: account.Id,
  };
  // One checked request first: a benchmark of error answers would measure nothing.
  const booked = await json(`${url}/api/createbookingTest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ ...booking, requestid: randomUUID() }),
  });
  if (booked.Code !== 1) throw new Error(`createbookingTest answered Code ${booked.Code}: ${booked.Message}`);
  return { vehicleTypes: types.vehTypes.length, quotation, booking, cookie };
}

const quotationRun = (url, quotation) => ({
  url: `${url}/api/quotation`,
  method: 'POST',
  // A guest's browser sends the guest session cookie its first quote started (http/guest-session.ts).
  headers: { 'content-type': 'application/json', cookie: `cabkit_guest=${'b'.repeat(43)}` },
  body: JSON.stringify(quotation),
});

const bookingRun = (url, booking, cookie) => ({
  url,
  requests: [
    {
      method: 'POST',
      path: '/api/createbookingTest',
      headers: { 'content-type': 'application/json', cookie },
      setupRequest: (request) => ({ ...request, body: JSON.stringify({ ...booking, requestid: randomUUID() }) }),
    },
  ],
});

/** The server's memory after start and after each of two runs of `memoryQuotes` quotations (the server must not grow with use). */
async function memoryRuns(server, quotation) {
  const rows = [];
  const row = (moment, usage, extra = {}) => ({
    moment,
    'RSS MB': mb(usage.rss),
    'heap used MB': mb(usage.heapUsed),
    'heap total MB': mb(usage.heapTotal),
    'external MB': mb(usage.external),
    ...extra,
  });
  rows.push(row('after start', server.startMemory));
  for (const pass of [1, 2]) {
    const started = performance.now();
    const cpuBefore = cpuMicros(server.pid);
    const result = await new Promise((resolve, reject) => {
      autocannon({ connections, amount: memoryQuotes, ...quotationRun(server.url, quotation) }, (error, r) =>
        error ? reject(error) : resolve(r),
      );
    });
    await settle(server.url);
    const cpuAfter = cpuMicros(server.pid);
    rows.push(
      row(`after run ${pass} (${memoryQuotes.toLocaleString('en-GB')} quotations)`, await server.memory(), {
        's taken': Math.round((performance.now() - started) / 1000),
        'server CPU µs/req':
          cpuBefore === null || cpuAfter === null ? 'n/a' : Math.round((cpuAfter - cpuBefore) / result.requests.total),
        failed: failures(result),
      }),
    );
  }
  return rows;
}

/** Requests per second and latency of quotation, address search and booking creation, with their baselines. */
async function throughputBench() {
  const rows = [];
  const loadAtStart = loadAverage();
  const bare = await startBareFastify();
  try {
    rows.push(
      await measure(bare, '(none)', 'bare Fastify POST /api/quotation', quotationRun(bare.url, { ...journey })),
    );
  } finally {
    await bare.stop();
  }

  const server = await startServer();
  server.startMemory = await server.memory();
  let places = null;
  let placeRows = [];
  let vehicleTypes = 0;
  let memory = [];
  try {
    const { url } = server;
    const requests = await journeyRequests(url);
    vehicleTypes = requests.vehicleTypes;
    const prefixes = ['lon', 'man', 'hea', 'stat', 'E15', 'bir', 'gatw', 'king', 'SW1', 'edin', 'oxf', 'brig'];
    let prefixIndex = 0;
    const found = await json(`${url}/api/searchaddress?prefix=lon`);
    if (!Array.isArray(found) || found.length === 0) throw new Error('address search found nothing for "lon"');
    rows.push(await measure(server, 'PGlite', 'POST /api/quotation', quotationRun(url, requests.quotation)));
    rows.push(
      await measure(server, 'PGlite', 'GET /api/searchaddress', {
        url,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({
              ...request,
              path: `/api/searchaddress?prefix=${encodeURIComponent(prefixes[prefixIndex++ % prefixes.length])}`,
            }),
          },
        ],
      }),
    );
    rows.push(
      await measure(
        server,
        'PGlite',
        'POST /api/createbookingTest',
        bookingRun(url, requests.booking, requests.cookie),
      ),
    );
    // Printed now: the memory runs below take minutes on a busy machine.
    console.log(`\nPGlite, ${connections} connections, ${duration} s per endpoint (the full table follows):`);
    console.table(rows);
    memory = await memoryRuns(server, requests.quotation);
  } finally {
    await server.stop();
  }

  if (postgresUrl) {
    const pgServer = await startServer({ DATABASE_URL: postgresUrl });
    try {
      const requests = await journeyRequests(pgServer.url);
      rows.push(
        await measure(pgServer, 'PostgreSQL', 'POST /api/quotation', quotationRun(pgServer.url, requests.quotation)),
      );
      rows.push(
        await measure(
          pgServer,
          'PostgreSQL',
          'POST /api/createbookingTest',
          bookingRun(pgServer.url, requests.booking, requests.cookie),
        ),
      );
    } finally {
      await pgServer.stop();
      rmSync(pgServer.dataDir, { recursive: true, force: true });
    }
  }

  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const db = await PGlite.create({ dataDir: server.dataDir, extensions: { pg_trgm } });
    const count = async (table) => Number((await db.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n);
    places = {
      places: await count('places'),
      bookings: await count('bookings'),
      quotations: await count('quotations'),
    };
    placeRows = (
      await db.query(
        'SELECT id, name, line1, line2, postcode, category, latitude, longitude, iata, search_text FROM places ORDER BY id',
      )
    ).rows;
    await db.close();
  } catch (error) {
    console.warn(`(could not read the dataset size: ${error.message})`);
  }
  rmSync(server.dataDir, { recursive: true, force: true });

  console.log(
    `\nLoad average (1, 5, 15 min) at the start: ${loadAtStart}; at the end: ${loadAverage()} (${cpus().length} CPUs).`,
  );
  console.log(
    `\nCabkit API benchmark: ${connections} connections, ${duration} s per endpoint, server from ${useBuilt ? 'dist' : 'source (tsx)'} on loopback, PGlite (started in ${server.startMs} ms)${postgresUrl ? ' and PostgreSQL (DATABASE_URL)' : ''}`,
  );
  console.table(rows);
  const bareRate = rows[0]['req/s'];
  for (const r of rows.slice(1)) {
    if (r.endpoint.startsWith('GET')) continue;
    console.log(
      `${r.database} ${r.endpoint}: ${((r['req/s'] / bareRate) * 100).toFixed(2)} % of bare Fastify's rate, p99 ${r['p99 ms']} ms`,
    );
  }
  console.log(
    'Targets (docs/decisions/0015, on PGlite at 10 connections): quotation >= 2,000/s (about 2 % of bare Fastify) with p99 <= 20 ms; booking >= 500/s with p99 <= 50 ms.',
  );
  console.log(
    `Dataset: ${places ? `${places.places} places, ` : ''}${vehicleTypes} vehicle types${places ? `, ${places.bookings} bookings and ${places.quotations} quotations stored after the run` : ''}`,
  );
  console.log(`\nServer memory (PGlite, after a forced GC), ${connections} connections:`);
  console.table(memory);
  if (memory.length === 3) {
    const growth = memory[2]['RSS MB'] - memory[1]['RSS MB'];
    const heapGrowth = memory[2]['heap used MB'] - memory[1]['heap used MB'];
    console.log(
      `From run 1 to run 2: RSS ${growth >= 0 ? '+' : ''}${growth} MB, heap used ${heapGrowth >= 0 ? '+' : ''}${heapGrowth} MB.`,
    );
  }
  if (placeRows.length > 0)
    await searchSideBySide(
      placeRows,
      rows.find((r) => r.endpoint === 'GET /api/searchaddress'),
    );
  if (rows.some((r) => r.failed > 0) || memory.some((r) => r.failed > 0)) {
    console.error('Some requests failed (errors, timeouts or non-2xx answers): see the "failed" column.');
    process.exitCode = 1;
  }
}

/** The server's resident memory in bytes (Linux /proc), or null elsewhere. */
function residentBytes(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status);
    return kb ? Number(kb[1]) * 1024 : null;
  } catch {
    return null;
  }
}

const demoSignIn = { email: 'customer@cabkit.example', passwordhash: 'demo1234' };

async function signInOnce(url) {
  const started = performance.now();
  const body = await json(`${url}/api/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoSignIn),
  });
  if (body.Code !== 1) throw new Error(`sign-in answered Code ${body.Code}: ${body.Message}`);
  return performance.now() - started;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const mb = (bytes) => (bytes === null ? 'n/a' : Math.round(bytes / (1024 * 1024)));

/** Sign-in cost on one server configuration: alone (median of 5), then 50 at once with the server's peak memory. */
async function signInFigures(label, env) {
  const target = await startServer(env);
  try {
    await signInOnce(target.url); // warm-up (JIT, first connection)
    const alone = [];
    for (let i = 0; i < 5; i++) alone.push(await signInOnce(target.url));
    const before = residentBytes(target.pid);
    let peak = before;
    const sampler = setInterval(() => {
      const now = residentBytes(target.pid);
      if (now !== null && (peak === null || now > peak)) peak = now;
    }, 5);
    const started = performance.now();
    const burst = await Promise.all(Array.from({ length: SIGN_IN_BURST }, () => signInOnce(target.url)));
    const wall = performance.now() - started;
    clearInterval(sampler);
    return {
      server: label,
      'alone ms': Math.round(median(alone)),
      [`${SIGN_IN_BURST} at once: p50 ms`]: Math.round(median(burst)),
      'p99 ms': Math.round(percentile(burst, 99)),
      'all done ms': Math.round(wall),
      'RSS before MB': mb(before),
      'peak RSS MB': mb(peak),
      'peak - before MB': before === null || peak === null ? 'n/a' : mb(peak - before),
    };
  } finally {
    await target.stop();
    rmSync(target.dataDir, { recursive: true, force: true });
  }
}

/** Mean ms of reset-password for a known and an unknown e-mail, interleaved (they must not differ). */
async function resetFigures() {
  const target = await startServer();
  try {
    const ask = async (email) => {
      // A pause first, so work a request leaves for after its answer does not land on the next one's clock.
      await new Promise((resolve) => setTimeout(resolve, 15));
      const started = performance.now();
      const body = await json(`${target.url}/api/resetpassword`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      if (body.Code !== 1) throw new Error(`resetpassword answered Code ${body.Code}`);
      return performance.now() - started;
    };
    const known = [];
    const unknown = [];
    for (let i = 0; i < 10; i++) await ask(`warm-up-${i}@example.com`);
    for (let i = 0; i < 200; i++) {
      // Interleaved in a random order, so neither kind always follows the other.
      if (Math.random() < 0.5) known.push(await ask(demoSignIn.email));
      unknown.push(await ask(`nobody-${i}@example.com`));
      if (known.length <= i) known.push(await ask(demoSignIn.email));
    }
    const mean = (values) => (values.reduce((a, b) => a + b, 0) / values.length).toFixed(2);
    return [
      { 'reset-password e-mail': 'known', 'mean ms': mean(known), 'p50 ms': median(known).toFixed(2) },
      { 'reset-password e-mail': 'unknown', 'mean ms': mean(unknown), 'p50 ms': median(unknown).toFixed(2) },
    ];
  } finally {
    await target.stop();
    rmSync(target.dataDir, { recursive: true, force: true });
  }
}

/** Sign-in and reset-password figures: the server as configured beside baselines from the same run. */
async function signInBench() {
  const configurations = [
    // The old storage: N = 2^14 and no pool of its own (only libuv's 4 threads bound it). The low cost is only
    // accepted in test mode (CABKIT_TEST_SCRYPT_N), which this baseline server runs in.
    [
      'before: N=2^14, no pool',
      { NODE_ENV: 'test', CABKIT_TEST_SCRYPT_N: String(2 ** 14), PASSWORD_HASH_CONCURRENCY: '16' },
    ],
    ['N=2^17, no pool', { PASSWORD_HASH_CONCURRENCY: '16' }],
    ['now: N=2^17, pool of 2', {}],
  ];
  const figures = [];
  for (const [label, env] of configurations) figures.push(await signInFigures(label, env));
  console.log(
    `\nSign-in cost (POST /api/signIn, demo customer): alone (median of 5) and ${SIGN_IN_BURST} at once, server memory sampled every 5 ms`,
  );
  console.table(figures);
  console.log('Reset-password: 200 requests each for a known and an unknown e-mail, interleaved, 15 ms apart');
  console.table(await resetFigures());
}

if (!signInOnly) await throughputBench();
if (!throughputOnly) await signInBench();
