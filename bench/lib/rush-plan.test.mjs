// Tests of the booking rush's pure parts (node's test runner): options, percentiles, the HAProxy configuration
// and the lost / duplicate booking check.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { callRow, checkAcks, haproxyConfig, percentile, rushOptions } from './rush-plan.mjs';

describe('rushOptions', () => {
  it('reads given options and falls back to the defaults', () => {
    assert.deepEqual(rushOptions(['--instances=4'], { instances: 2, seconds: 20 }), { instances: 4, seconds: 20 });
  });
  it('refuses a value that is not a positive whole number, naming the option', () => {
    for (const bad of ['--seconds=0', '--seconds=2.5', '--seconds=x', '--seconds='])
      assert.throws(() => rushOptions([bad], { seconds: 20 }), /--seconds must be a positive whole number/);
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    assert.equal(percentile(values, 0.5), 50);
    assert.equal(percentile(values, 0.99), 99);
    assert.equal(percentile(values, 1), 100);
    assert.equal(percentile([7], 0.99), 7);
    assert.equal(percentile([1, 2, 3], 0), 1);
  });
  it('is 0 for no values', () => {
    assert.equal(percentile([], 0.5), 0);
  });
});

describe('callRow', () => {
  it('counts successful calls per second and sorts the latencies itself', () => {
    const row = callRow('quote', { latencies: [30, 10, 20, 40], errors: 2, retried: 1, failed: 1 }, 2);
    const expected = { call: 'quote', ok: 4, 'per s': 2, 'p50 ms': 20, 'p99 ms': 40, errors: 2, retried: 1, failed: 1 };
    assert.deepEqual(row, expected);
  });
});

describe('haproxyConfig', () => {
  const config = haproxyConfig({ port: 9000, servers: [9001, 9002], healthPath: '/readyz' });
  it('binds the loopback only and balances every instance round-robin with a health check', () => {
    assert.match(config, /^ {2}bind 127\.0\.0\.1:9000$/m);
    assert.equal(config.match(/balance roundrobin/g)?.length, 2);
    assert.equal(config.match(/http-check send meth GET uri \/readyz ver HTTP\/1.1 hdr Host 127\.0\.0\.1/g)?.length, 2);
    assert.match(config, /server s1 127\.0\.0\.1:9001 check\n {2}server s2 127\.0\.0\.1:9002 check\n/);
  });
  it('pins a hub client to one instance by cookie (negotiate and upgrade must meet) but not the API', () => {
    const hub = config.slice(config.indexOf('backend hub'));
    const api = config.slice(config.indexOf('backend api'), config.indexOf('backend hub'));
    assert.match(hub, /cookie CABKIT_HUB insert/);
    assert.match(hub, /server s2 127\.0\.0\.1:9002 check cookie s2/);
    assert.doesNotMatch(api, /cookie/);
  });
  const haproxy = spawnSync('haproxy', ['-v']).status === 0;
  it('is a configuration HAProxy accepts', { skip: haproxy ? false : 'haproxy is not installed' }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'cabkit-rush-test-'));
    try {
      writeFileSync(join(dir, 'haproxy.cfg'), config);
      const result = spawnSync('haproxy', ['-c', '-q', '-f', join(dir, 'haproxy.cfg')], { encoding: 'utf8' });
      assert.equal(result.status, 0, result.stderr);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('checkAcks', () => {
  const acks = [
    { requestId: 'a', reference: 'R1' },
    { requestId: 'b', reference: 'R2' },
  ];
  it('finds nothing wrong when every acknowledged booking is stored once under its reference', () => {
    const rows = [
      { request_id: 'a', reference: 'R1' },
      { request_id: 'b', reference: 'R2' },
      { request_id: 'c', reference: 'R3' },
    ];
    assert.deepEqual(checkAcks(acks, rows), { lost: 0, duplicates: 0 });
  });
  it('counts a missing booking and one stored under another reference as lost', () => {
    assert.deepEqual(checkAcks(acks, [{ request_id: 'b', reference: 'R9' }]), { lost: 2, duplicates: 0 });
  });
  it('counts a request id stored twice as a duplicate and its acknowledgement as lost', () => {
    const rows = [
      { request_id: 'a', reference: 'R1' },
      { request_id: 'a', reference: 'R5' },
      { request_id: 'b', reference: 'R2' },
    ];
    assert.deepEqual(checkAcks(acks, rows), { lost: 1, duplicates: 1 });
  });
});
