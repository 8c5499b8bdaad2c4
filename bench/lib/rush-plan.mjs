// The pure parts of the booking rush (bench/rush.mjs): its options, latency figures, the HAProxy configuration it
// runs and the check of acknowledged bookings against the database. Kept apart so they have tests of their own
// (rush-plan.test.mjs).

/**
 * Reads `--name=value` options as positive whole numbers, the fallback when absent; throws naming the option when
 * a value is not a positive whole number (a typo must not run a benchmark of something else).
 */
export function rushOptions(argv, fallbacks) {
  const options = {};
  for (const [name, fallback] of Object.entries(fallbacks)) {
    const given = argv.find((a) => a.startsWith(`--${name}=`));
    const value = given === undefined ? fallback : Number(given.slice(name.length + 3));
    if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
    options[name] = value;
  }
  return options;
}

/** The nearest-rank percentile (`q` from 0 to 1) of ascending `sorted` values; 0 for none. */
export function percentile(sorted, q) {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/**
 * One call's row: successful calls per second over `seconds`, p50/p99 of their latencies (ms), failed attempts
 * (errors), attempts after a failed one (retried) and calls given up after their last attempt (failed).
 */
export function callRow(name, stats, seconds) {
  const sorted = [...stats.latencies].sort((a, b) => a - b);
  const ms = (value) => Math.round(value * 10) / 10;
  return {
    call: name,
    ok: sorted.length,
    'per s': Math.round((sorted.length / seconds) * 10) / 10,
    'p50 ms': ms(percentile(sorted, 0.5)),
    'p99 ms': ms(percentile(sorted, 0.99)),
    errors: stats.errors,
    retried: stats.retried,
    failed: stats.failed,
  };
}

/**
 * The HAProxy configuration: one loopback frontend, round-robin over the instances with a health check on
 * `healthPath`. The live hub has a backend of its own that pins a client to an instance with a cookie: its
 * negotiate call and the WebSocket upgrade after it must reach the same instance (the connection token is that
 * instance's), while the API calls stay round-robin. `option redispatch` and `retries` send a request whose
 * instance refuses the connection (killed) to another; a request already sent is not resent by the balancer (the
 * client retries it with its idempotency key).
 */
export function haproxyConfig({ port, servers, healthPath }) {
  const check = (name, server) => `  server ${name} 127.0.0.1:${server} check`;
  const names = servers.map((_, i) => `s${i + 1}`);
  const health = [
    '  option httpchk',
    `  http-check send meth GET uri ${healthPath} ver HTTP/1.1 hdr Host 127.0.0.1`,
    '  http-check expect status 200',
    '  default-server inter 500ms fall 2 rise 2',
  ];
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  option redispatch',
    '  retries 3',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    // WebSockets stay open past the request timeouts (the hub pings every 15 s).
    '  timeout tunnel 1h',
    `frontend rush`,
    `  bind 127.0.0.1:${port}`,
    '  option forwardfor',
    '  acl hub path_beg /hubs/ /notificationhub',
    '  use_backend hub if hub',
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    ...health,
    ...servers.map((server, i) => check(names[i], server)),
    'backend hub',
    '  balance roundrobin',
    '  cookie CABKIT_HUB insert indirect nocache httponly',
    ...health,
    ...servers.map((server, i) => `${check(names[i], server)} cookie ${names[i]}`),
    '',
  ].join('\n');
}

/**
 * Compares the bookings the clients were told were made (`acks`: { requestId, reference }) with the database's
 * rows (`rows`: { request_id, reference } for those request ids): lost are acknowledged bookings not stored exactly
 * once under their reference; duplicates are request ids stored more than once.
 */
export function checkAcks(acks, rows) {
  const stored = new Map();
  for (const row of rows) {
    const list = stored.get(row.request_id) ?? [];
    list.push(row.reference);
    stored.set(row.request_id, list);
  }
  let lost = 0;
  for (const ack of acks) {
    const references = stored.get(ack.requestId) ?? [];
    if (references.length !== 1 || references[0] !== ack.reference) lost++;
  }
  let duplicates = 0;
  for (const references of stored.values()) if (references.length > 1) duplicates++;
  return { lost, duplicates };
}
