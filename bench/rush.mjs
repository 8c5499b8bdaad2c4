// Booking rush: shows Cabkit scaling out behind a load balancer. On the loopback only it starts Debian's
// PostgreSQL (installed with apt-get when missing and run as root; a throw-away database and role, dropped at the
// end), a Redis without persistence (the instances' shared live bus and rate-limit counts), N instances of the
// built server sharing both, and HAProxy balancing them round-robin with a health check (`/readyz`, or
// `GET /api/configuration` on a server without it) and the live hub's WebSockets. Then for S seconds a fixed
// number of virtual clients, each looping until the deadline with a timeout on every request, get quotes and book
// as the signed-in demo customer (cash, and card through the sandbox gateway's intent and confirm steps), while
// tracking clients follow the new bookings on the live hub with the real SignalR client. Midway one instance is
// killed (SIGKILL): the balancer routes around it, and clients retry a failed booking with the same request id
// (the booking API's idempotency key), so a retried booking is never made twice.
// At the end it prints per call (quote, booking, payment, tracking connect) the rate, p50/p99 latency and errors,
// the live updates received, and `lost`: acknowledged bookings (Code 1 and a reference) not stored exactly once,
// read from PostgreSQL, with request ids stored twice and cards charged twice; it exits non-zero when any of them
// is not 0. It also prints the instances' CPU time per booking and the load average, as on a shared machine the
// rates follow the machine's load more than the number of instances. Everything it started is stopped at the end,
// on an error and on Ctrl-C; a run that hangs stops itself after the rush and ten minutes more.
//
//   npm run bench:rush -- --instances=2 --seconds=20
//   node bench/rush.mjs --instances=4 --seconds=20 --clients=8 --trackers=4 --warmup=5
//
// Card payments are few: card tokenisation is limited to 30 a minute per client address, a limit RATE_LIMIT_SCALE
// does not raise, and every client here is 127.0.0.1; the rush keeps under it (`CARD_TOKENS_PER_MINUTE`).
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './lib/server.mjs';
import { callRow, checkAcks, haproxyConfig, rushOptions } from './lib/rush-plan.mjs';
import { stratfordToLiverpoolStreet } from './lib/journeys.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The database driver, SignalR client and WebSocket are the server's own dependencies: load them from there.
const serverRequire = createRequire(join(root, 'apps/server/package.json'));
const pg = serverRequire('pg');
const { HubConnectionBuilder, LogLevel } = serverRequire('@microsoft/signalr');
const WebSocket = serverRequire('ws');

const options = rushOptions(process.argv.slice(2), { instances: 2, seconds: 20, clients: 8, trackers: 4, warmup: 5 });
/** Every request's timeout (ms): a request the killed instance held fails after it and is retried. */
const REQUEST_TIMEOUT_MS = 5000;
/** Attempts per call before a client gives it up (the same request id each time for a booking). */
const ATTEMPTS = 6;
/** Card tokenisations the rush makes per minute: half the per-address limit of 30, as its window is the server's. */
const CARD_TOKENS_PER_MINUTE = 15;
/** How long a tracking client follows one booking before it moves to a newer one (ms). */
const FOLLOW_MS = 4000;
const demoCustomer = { email: 'customer@cabkit.example', passwordhash: 'demo1234' };
const journey = stratfordToLiverpoolStreet;
const billing = { name: 'Rush Payer', city: 'London', postalcode: 'E15 1AZ', addressline1: '1 High Street' };
const testCard = {
  number: '4242 4242 4242 4242',
  cvv: '123',
  cardholdername: 'Rush Payer',
  expirymonth: 12,
  expiryyear: 2035,
  postalcode: 'E15 1AZ',
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line) => console.log(`[rush] ${line}`);

// ---- what was started, stopped in reverse order at the end, on an error and on Ctrl-C ----
const cleanups = [];
let cleaning = null;
function cleanUp() {
  cleaning ??= (async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`[rush] clean-up failed: ${error.message}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    console.error(`\n[rush] ${signal}: stopping everything started...`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** Spawns a long-running child; it is killed at clean-up (SIGTERM, then SIGKILL after `graceMs`). */
function startChild(name, command, args, spawnOptions = {}, graceMs = 5000) {
  // Once stopping has begun (Ctrl-C while starting), nothing new is started: it would outlive the clean-up.
  if (cleaning) throw new Error(`not starting ${name}: stopping`);
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...spawnOptions });
  let output = '';
  const keep = (b) => {
    output = (output + String(b)).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  cleanups.push(stop);
  return { name, child, exited, stop, output: () => output };
}

/** Runs a command to its end; throws with its output when it fails. */
function run(command, args, spawnOptions = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...spawnOptions });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

const have = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const isRoot = process.getuid?.() === 0;

/** Installs Debian `packages` with apt-get (root only, as scripts/test-server-postgres.sh does). */
function install(what, packages) {
  if (!isRoot) throw new Error(`${what} is missing: install ${packages.join(' ')} (or run as root to install it)`);
  log(`installing ${packages.join(' ')} with apt-get...`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', ...packages], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

const ensureInstalled = (command, packages) => have(command) || install(command, packages);

const asPostgres = (sqlText) => run('su', ['postgres', '-c', `psql -q -v ON_ERROR_STOP=1 -c "${sqlText}"`]);

/** Debian's PostgreSQL cluster running (started when not), and a throw-away role and database on it. */
function startPostgres() {
  if (!isRoot) throw new Error('the rush needs root to install, start and use Debian PostgreSQL');
  if (!have('pg_ctlcluster') || !existsSync('/usr/lib/postgresql') || readdirSync('/usr/lib/postgresql').length === 0)
    install('PostgreSQL', ['postgresql']);
  const version = readdirSync('/usr/lib/postgresql')
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  const clusters = () =>
    run('pg_lsclusters', ['-h'])
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(/\s+/));
  let online = clusters().find((c) => c[3] === 'online');
  if (!online) {
    if (!clusters().some((c) => c[0] === version && c[1] === 'main')) run('pg_createcluster', [version, 'main']);
    run('pg_ctlcluster', [version, 'main', 'start']);
    cleanups.push(() => run('pg_ctlcluster', [version, 'main', 'stop']));
    online = clusters().find((c) => c[3] === 'online');
    if (!online) throw new Error('PostgreSQL did not start');
  }
  const port = online[2];
  const name = `cabkit_rush_${process.pid}`;
  asPostgres(`CREATE ROLE ${name} LOGIN PASSWORD '${name}'`);
  cleanups.push(() => asPostgres(`DROP ROLE IF EXISTS ${name}`));
  run('su', ['postgres', '-c', `createdb -O ${name} ${name}`]);
  // FORCE: a killed instance's connections may still be open on the server side.
  cleanups.push(() => asPostgres(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  return `postgres://${name}:${name}@127.0.0.1:${port}/${name}`;
}

async function startRedis() {
  ensureInstalled('redis-server', ['redis-server']);
  const port = await freePort();
  const redis = startChild('redis', 'redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  const started = Date.now();
  while (!/Ready to accept connections/i.test(redis.output())) {
    if (redis.child.exitCode !== null) throw new Error(`redis-server exited:\n${redis.output()}`);
    if (Date.now() - started > 10_000) throw new Error('redis-server did not start within 10 s');
    await sleep(50);
  }
  return `redis://127.0.0.1:${port}`;
}

/** The newest modification time (ms) of the files under `dir` (node_modules and dist left out). */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** Builds the server when its bundle is missing or older than its sources (or the packages it bundles). */
function ensureBuilt() {
  const bundle = join(root, 'apps/server/dist/main.js');
  const sources = ['apps/server/src', 'packages/domain/src', 'packages/contract/src'].map((d) => newest(join(root, d)));
  if (existsSync(bundle) && statSync(bundle).mtimeMs >= Math.max(...sources)) return bundle;
  log('building the server (npm run build -w @cabkit/server)...');
  run('npm', ['run', 'build', '-w', '@cabkit/server'], { cwd: root, stdio: 'inherit' });
  return bundle;
}

const clockTicks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** CPU time (user + system, ms) a process has used so far, from /proc; 0 once it is gone. */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  } catch {
    return 0;
  }
}

async function get(url, timeoutMs = 2000) {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** Starts one built server instance on a spare port and waits until it answers its health path. */
async function startInstance(bundle, env, index) {
  const port = await freePort();
  const instance = startChild(`instance ${index}`, process.execPath, [bundle], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (instance.child.exitCode !== null) throw new Error(`${instance.name} exited:\n${instance.output()}`);
    if ((await get(`${url}/api/configuration`)) === 200) break;
    if (Date.now() - started > 120_000) throw new Error(`${instance.name} did not answer within 120 s`);
    await sleep(200);
  }
  return { ...instance, port, url };
}

async function startBalancer(instances, healthPath) {
  ensureInstalled('haproxy', ['haproxy']);
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'cabkit-rush-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig({ port, servers: instances.map((i) => i.port), healthPath }));
  run('haproxy', ['-c', '-q', '-f', file]);
  const balancer = startChild('haproxy', 'haproxy', ['-db', '-f', file]);
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    const status = await get(`${url}${healthPath}`);
    if (status === 200) break;
    if (balancer.child.exitCode !== null) throw new Error(`haproxy exited:\n${balancer.output()}`);
    if (Date.now() - started > 15_000)
      throw new Error(`haproxy did not answer 200 within 15 s (last: ${status}):\n${balancer.output()}`);
    await sleep(100);
  }
  return url;
}

// ---- the clients ----
const stats = {};
for (const name of ['quote', 'booking', 'payment', 'tracking connect'])
  stats[name] = { latencies: [], errors: 0, retried: 0, failed: 0 };
const acks = [];
const followable = [];
let liveUpdates = 0;
let cardTokens = 0;
/** Bookings acknowledged only on a second or later attempt with the same request id. */
let ackedOnRetry = 0;
/** Hub connections that lost their instance and reconnected through the balancer. */
let hubReconnects = 0;
/** Updates received by the demo customer's own connection (`customerFollower`). */
let customerUpdates = 0;

/** One JSON call with a timeout: { status, body } or null when it failed before an answer (network, timeout). */
async function call(url, init = {}) {
  try {
    const response = await fetch(url, {
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {
      // a balancer's error page
    }
    return { status: response.status, body };
  } catch {
    return null;
  }
}

/**
 * Calls until `done(answer)` says the answer is final or the attempts run out, counting each failed attempt in
 * the call's errors and a call given up in its failed; the latency of a successful call includes its retries
 * (what the customer waits). Returns the final body and the attempts made, or null.
 */
async function withRetries(name, send, done) {
  const start = performance.now();
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    if (attempt > 1) {
      stats[name].retried++;
      await sleep(100 * attempt);
    }
    const answer = await send();
    const verdict = answer ? done(answer) : 'retry';
    if (verdict === 'ok') {
      stats[name].latencies.push(performance.now() - start);
      if (attempt > 1 && name === 'booking') ackedOnRetry++;
      return answer.body;
    }
    stats[name].errors++;
    if (verdict === 'fail') break;
  }
  stats[name].failed++;
  return null;
}

/** POSTs `body` as JSON to `url` in the passenger's own session (its cookie). */
const postAs = (session, url, body) =>
  call(url, { method: 'POST', headers: { cookie: session.cookie }, body: JSON.stringify(body) });

// A balancer error (502/503/504) or a booking still being processed is retried; any other answer is final.
const transient = (answer) =>
  answer.status >= 502 ||
  (answer.body?.Code === 2 && answer.body?.Message === 'This booking is still being processed.');

async function quote(base, session) {
  return withRetries(
    'quote',
    () =>
      postAs(session, `${base}/api/quotation`, {
        ...journey,
        vehtypeid: session.vehtypeid,
        bookingdate: 'ASAP',
        custid: session.id,
      }),
    (a) => (a.status === 200 && [1, 4].includes(a.body?.Code) ? 'ok' : transient(a) ? 'retry' : 'fail'),
  );
}

function bookingOf(q, session, paymentmethod) {
  return {
    requestid: randomUUID(),
    quotationid: q.QuotationId,
    vehtypeid: session.vehtypeid,
    ...journey,
    paymentmethod,
    bookingdate: 'ASAP',
    name: 'Rush',
    lastname: 'Client',
    phone: '7700900999',
    email: 'rush@example.com',
    custid: session.id,
  };
}

const acknowledged = (a) => a.status === 200 && a.body?.Code === 1 && !!a.body?.Bref;

async function bookCash(base, session, q) {
  const booking = bookingOf(q, session, 'cash');
  // Every attempt sends the same request id: a retry of a booking that was stored gets its first answer.
  const body = await withRetries(
    'booking',
    () => postAs(session, `${base}/api/createbookingTest`, booking),
    (a) => (acknowledged(a) ? 'ok' : transient(a) ? 'retry' : 'fail'),
  );
  if (!body) return;
  acks.push({ requestId: booking.requestid, reference: body.Bref });
  followable.push({ jobId: body.JobId, code: body.TrackingCode });
}

/** A card booking paid later through the sandbox gateway: book (an intent), read the intent, tokenise, confirm. */
async function bookCard(base, session, q) {
  const booking = bookingOf(q, session, 'card');
  const booked = await withRetries(
    'booking',
    () => postAs(session, `${base}/api/paymentbooking`, { booking, payment: { ...billing, nonce: '' }, sandbox: true }),
    (a) => (acknowledged(a) && a.body.ClientSecret ? 'ok' : transient(a) ? 'retry' : 'fail'),
  );
  if (!booked) return;
  acks.push({ requestId: booking.requestid, reference: booked.Bref });
  followable.push({ jobId: booked.JobPartId, code: booked.TrackingCode });
  const intentUrl = `${base}/api/paymentintent?jobpartid=${booked.JobPartId}&code=${booked.TrackingCode}`;
  const headers = { cookie: session.cookie };
  const start = performance.now();
  // Each step is tried again when the balancer answers for a killed instance or the answer times out.
  const step = async (send, ok) => {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      if (attempt > 1) {
        stats.payment.retried++;
        await sleep(100 * attempt);
      }
      const answer = await send(attempt);
      if (answer && ok(answer)) return answer.body;
      stats.payment.errors++;
      if (answer && !transient(answer)) break;
    }
    stats.payment.failed++;
    return null;
  };
  const readIntent = () => call(intentUrl, { headers });
  const intent = await step(readIntent, (a) => a.body?.Code === 1 && !!a.body.ClientSecret);
  if (!intent) return;
  const token = await step(
    () => call(`${base}/api/tokenizecard`, { method: 'POST', body: JSON.stringify(testCard), headers }),
    (a) => a.body?.Code === 1,
  );
  if (!token) return;
  const paid = await step(
    async (attempt) => {
      // Before a second confirm the intent says whether the first went through (PaymentResult 3: paid), so a
      // confirm whose answer was lost never charges the card twice.
      if (attempt > 1 && (await readIntent())?.body?.PaymentResult?.Code === 3)
        return { status: 200, body: { Code: 1, PaymentResult: { Code: 1 } } };
      return call(`${base}/api/confirmpayment`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ clientsecret: intent.ClientSecret, nonce: token.Nonce }),
      });
    },
    (a) => a.body?.Code === 1 && a.body.PaymentResult?.Code === 1,
  );
  if (paid) stats.payment.latencies.push(performance.now() - start);
}

/** Quotes and books until `deadline`; `startedAt` null books cash only (the warm-up: no card tokens spent). */
async function bookingClient(base, session, deadline, startedAt, index) {
  let round = 0;
  while (Date.now() < deadline) {
    round++;
    const q = await quote(base, session);
    if (!q || Date.now() >= deadline) continue;
    // Every fourth booking of a client pays by card while the minute's tokenisations last.
    const minute = Math.floor((Date.now() - startedAt) / 60_000);
    const card = startedAt !== null && (round + index) % 4 === 0 && cardTokens < (minute + 1) * CARD_TOKENS_PER_MINUTE;
    if (card) {
      cardTokens++;
      await bookCard(base, session, q);
    } else await bookCash(base, session, q);
  }
}

/** A hub connection following one booking by its tracking code; false when it did not start in time. */
async function connectHub(base, booking, connections) {
  const connection = new HubConnectionBuilder()
    .withUrl(`${base}/hubs/notification?userName=127.0.0.1_rush_${booking.jobId}&code=${booking.code}`, {
      WebSocket,
      timeout: REQUEST_TIMEOUT_MS,
    })
    // As the web app does: a connection whose instance goes away negotiates again (the balancer sends it to a
    // live instance, its pinning cookie naming one that is down).
    .withAutomaticReconnect([0, 250, 500, 1000, 2000])
    .configureLogging(LogLevel.None)
    .build();
  connection.on('OnNewData', () => {
    liveUpdates++;
  });
  connection.onreconnected(() => {
    hubReconnects++;
  });
  connections.push(connection);
  let timer;
  try {
    await Promise.race([
      connection.start(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), REQUEST_TIMEOUT_MS);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Follows the newest booking not followed yet on the live hub for `FOLLOW_MS`, again and again; a connect that
 * fails (its instance killed between negotiate and upgrade) is tried again with a new connection.
 */
async function trackingClient(base, deadline) {
  const name = 'tracking connect';
  while (Date.now() < deadline) {
    const booking = followable.pop();
    if (!booking) {
      await sleep(100);
      continue;
    }
    const connections = [];
    try {
      const start = performance.now();
      let connected = false;
      for (let attempt = 1; attempt <= ATTEMPTS && !connected && Date.now() < deadline; attempt++) {
        if (attempt > 1) stats[name].retried++;
        connected = await connectHub(base, booking, connections);
        if (!connected) stats[name].errors++;
      }
      if (!connected) {
        stats[name].failed++;
        continue;
      }
      stats[name].latencies.push(performance.now() - start);
      await sleep(Math.max(0, Math.min(FOLLOW_MS, deadline - Date.now())));
    } finally {
      await Promise.all(connections.map((c) => Promise.race([c.stop().catch(() => {}), sleep(2000)])));
    }
  }
}

/**
 * The demo customer's own connection (its session's bearer token), kept from the start to the deadline and
 * reconnecting whenever its instance goes away: it receives the updates of every booking of the customer, the
 * warm-up's included (drivers are few: the first bookings get them).
 */
async function customerFollower(base, session, deadline) {
  const connection = new HubConnectionBuilder()
    .withUrl(`${base}/hubs/notification?userName=127.0.0.1_rush_${session.id}`, {
      WebSocket,
      timeout: REQUEST_TIMEOUT_MS,
      accessTokenFactory: () => session.token,
    })
    .withAutomaticReconnect({ nextRetryDelayInMilliseconds: () => (Date.now() < deadline ? 250 : null) })
    .configureLogging(LogLevel.None)
    .build();
  connection.on('OnNewData', () => {
    customerUpdates++;
  });
  connection.onreconnected(() => {
    hubReconnects++;
  });
  try {
    await connection.start();
    await sleep(Math.max(0, deadline - Date.now()));
  } catch {
    stats['tracking connect'].errors++;
  } finally {
    await Promise.race([connection.stop().catch(() => {}), sleep(2000)]);
  }
}

async function signIn(base) {
  const types = await call(`${base}/api/vehicletypes`);
  const response = await fetch(`${base}/api/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoCustomer),
    signal: AbortSignal.timeout(30_000),
  });
  const account = await response.json();
  if (account.Code !== 1) throw new Error(`sign-in answered Code ${account.Code}: ${account.Message}`);
  return {
    id: account.Id,
    token: account.Token,
    cookie: (response.headers.get('set-cookie') ?? '').split(';')[0],
    vehtypeid: types.body.vehTypes[0].Id,
  };
}

async function main() {
  const { instances: count, seconds, clients, trackers, warmup } = options;
  const bundle = ensureBuilt();
  const databaseUrl = startPostgres();
  const redisUrl = await startRedis();
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    TRUST_PROXY: '1',
    // Every client is 127.0.0.1 behind the balancer: the per-address limits count them all as one caller.
    RATE_LIMIT_SCALE: '1000',
    HUB_MAX_SOCKETS_PER_ADDRESS: '100000',
    HUB_MAX_SOCKETS_PER_SESSION: '100000',
    // Drivers get assigned and move within the short run, so the trackers have updates to receive.
    SIMULATOR_SPEED: '20',
    SIMULATOR_TICK_MS: '500',
    LOG_LEVEL: 'error',
  };
  // The first instance migrates and seeds the new database alone; the others start on it together.
  const first = await startInstance(bundle, env, 1);
  const rest = await Promise.all(Array.from({ length: count - 1 }, (_, i) => startInstance(bundle, env, i + 2)));
  const instances = [first, ...rest];
  // A server without a readiness probe answers /readyz with 404 or a redirect to the booking page (its unknown
  // paths' answer); a probe answers 200 or 503.
  const healthPath = [200, 503].includes(await get(`${first.url}/readyz`)) ? '/readyz' : '/api/configuration';
  const base = await startBalancer(instances, healthPath);
  log(`${count} instance(s) behind HAProxy at ${base} (health check ${healthPath}), PostgreSQL and Redis started`);
  const session = await signIn(base);
  // Every instance starts cold: a few seconds of cash bookings first, so the figures are of warm instances
  // whatever their number. Their bookings are checked with the others; their figures are dropped.
  const warmUntil = Date.now() + warmup * 1000;
  await Promise.all(Array.from({ length: clients }, (_, i) => bookingClient(base, session, warmUntil, null, i)));
  for (const name of Object.keys(stats)) stats[name] = { latencies: [], errors: 0, retried: 0, failed: 0 };
  ackedOnRetry = 0;
  followable.length = 0;

  const loadBefore = loadavg()[0];
  // The instances' CPU time per booking hardly depends on what else the machine does, unlike the rates.
  const cpuAt = instances.map((i) => cpuMs(i.child.pid));
  const cpuUsed = instances.map(() => 0);
  const readCpu = (index) => {
    cpuUsed[index] = Math.max(cpuUsed[index], cpuMs(instances[index].child.pid) - cpuAt[index]);
  };
  const startedAt = Date.now();
  const deadline = startedAt + seconds * 1000;
  let killed = 'none (one instance)';
  const killer =
    count > 1
      ? sleep((seconds * 1000) / 2).then(() => {
          const victim = instances.at(-1);
          readCpu(instances.length - 1);
          victim.child.kill('SIGKILL');
          killed = `${victim.name} (port ${victim.port}) by SIGKILL at ${Math.round((Date.now() - startedAt) / 1000)} s`;
          log(`killed ${killed}`);
        })
      : Promise.resolve();
  await Promise.all([
    ...Array.from({ length: clients }, (_, i) => bookingClient(base, session, deadline, startedAt, i)),
    ...Array.from({ length: trackers }, () => trackingClient(base, deadline)),
    customerFollower(base, session, deadline),
    killer,
  ]);
  const elapsed = (Date.now() - startedAt) / 1000;
  const loadAfter = loadavg()[0];
  for (let index = 0; index < instances.length; index++) readCpu(index);
  const booked = stats.booking.latencies.length;
  const cpuPerBooking = booked ? cpuUsed.reduce((a, b) => a + b, 0) / booked : 0;

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let check;
  try {
    const ids = acks.map((a) => a.requestId);
    const { rows } = await db.query('SELECT request_id, reference FROM bookings WHERE request_id = ANY($1)', [ids]);
    check = checkAcks(acks, rows);
    const twice = await db.query(
      'SELECT count(*)::int AS n FROM (SELECT 1 FROM bookings GROUP BY tenant_id, request_id HAVING count(*) > 1) d',
    );
    check.duplicates = Math.max(check.duplicates, twice.rows[0].n);
    const charged = await db.query('SELECT count(*)::int AS n FROM payments WHERE charges > 1');
    check.chargedTwice = charged.rows[0].n;
  } finally {
    await db.end();
  }

  const table = Object.entries(stats).map(([name, s]) => callRow(name, s, elapsed));
  console.log(
    `\nBooking rush: ${count} instance(s), ${clients} booking clients and ${trackers} tracking clients for ${seconds} s` +
      ` (after ${warmup} s of warm-up) through HAProxy on the loopback (${cpus().length} cores); killed: ${killed}`,
  );
  // The machine's load: on a shared machine the rates say more about it than about the instances.
  console.log(`load average (1 min): ${loadBefore.toFixed(1)} at the start, ${loadAfter.toFixed(1)} at the end`);
  console.table(table);
  const row = (name) => table.find((r) => r.call === name);
  console.log(
    `live updates received: ${liveUpdates} following new bookings by code, ${customerUpdates} on the customer's own` +
      ` connection (hub connections reconnected through the balancer: ${hubReconnects})`,
  );
  console.log(
    `bookings acknowledged: ${acks.length} (warm-up included; by card: ${cardTokens}; on a retry with the same request id: ${ackedOnRetry})`,
  );
  console.log(`duplicates: ${check.duplicates}, cards charged twice: ${check.chargedTwice}`);
  console.log(`server CPU per booking (its quote included, every instance): ${cpuPerBooking.toFixed(1)} ms`);
  console.log(`lost: ${check.lost}`);
  // The row of the README's table (its columns: rate, then p50 / p99 ms and failed attempts per call).
  const cell = (name) => {
    const r = row(name);
    const ms = (value) => (value >= 100 ? Math.round(value) : value);
    return `${r['per s']} (${ms(r['p50 ms'])} / ${ms(r['p99 ms'])}, ${r.errors})`;
  };
  console.log(
    `\nREADME row: | ${count} | ${cell('quote')} | ${cell('booking')} | ${cell('payment')} | ` +
      `${cell('tracking connect')} | ${liveUpdates + customerUpdates} | ${hubReconnects} | ${ackedOnRetry} | ` +
      `${check.lost} | ${check.duplicates} | ${cpuPerBooking.toFixed(1)} | ${loadBefore.toFixed(0)} |`,
  );
  return check.lost > 0 || check.duplicates > 0 || check.chargedTwice > 0 ? 1 : 0;
}

// A run stops by itself: the rush, plus generous time to start and stop everything.
const guard = setTimeout(
  () => {
    console.error('[rush] did not finish in time: stopping everything started');
    void cleanUp().finally(() => process.exit(1));
  },
  (options.seconds + 600) * 1000,
);
guard.unref();

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`[rush] ${error.stack ?? error}`);
} finally {
  await cleanUp();
  clearTimeout(guard);
}
process.exit(code);
