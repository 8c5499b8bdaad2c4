import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** The cost parameters of one scrypt key. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** The cost every new password gets: OWASP's scrypt recommendation (N = 2^17, r = 8, p = 1: 128 MiB, ~0.3 s). */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
/** The cost of keys stored before parameters were recorded with them (bare hex): N = 2^14, r = 8, p = 1. */
export const LEGACY_PASSWORD_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };
/** The test-only setting (a power-of-two N) that lowers the cost so the suite stays fast; refused outside tests. */
export const TEST_COST_SETTING = 'CABKIT_TEST_SCRYPT_N';
/** How many scrypt keys may be derived at once (each holds 128 * N * r bytes: 128 MiB at PASSWORD_COST). */
const DEFAULT_HASH_CONCURRENCY = 2;

const KEY_LENGTH = 64;
const STORED = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([0-9a-f]{128})$/;
const LEGACY_STORED = /^[0-9a-f]{128}$/;

/** A stored password: the key with its scrypt parameters (`scrypt$N=..,r=..,p=..$<hex>`) and its salt (hex). */
export interface PasswordRecord {
  hash: string;
  salt: string;
}

/**
 * The cost new keys get, from the environment: PASSWORD_COST, or the lower `CABKIT_TEST_SCRYPT_N` while
 * NODE_ENV is `test` (the test suite sets it explicitly). Anywhere else a lower cost is an error, never a
 * silent downgrade.
 */
export function passwordCostFromEnv(env: NodeJS.ProcessEnv = process.env): ScryptCost {
  const setting = env[TEST_COST_SETTING];
  if (!setting) return PASSWORD_COST;
  const N = Number(setting);
  if (!Number.isInteger(N) || N < 2 || (N & (N - 1)) !== 0)
    throw new Error(`${TEST_COST_SETTING} must be a power of two`);
  if (env.NODE_ENV !== 'test') throw new Error(`${TEST_COST_SETTING} lowers password hashing cost: only for tests`);
  return { ...PASSWORD_COST, N };
}

/** How many hashes may run at once: `PASSWORD_HASH_CONCURRENCY` (1-16), else DEFAULT_HASH_CONCURRENCY. */
function hashConcurrencyFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.PASSWORD_HASH_CONCURRENCY ?? DEFAULT_HASH_CONCURRENCY);
  return Number.isInteger(value) && value >= 1 && value <= 16 ? value : DEFAULT_HASH_CONCURRENCY;
}

/** A counting semaphore: at most `limit` tasks run; the rest wait in order (a waiting task costs a closure). */
export class HashPool {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Peak number of tasks that ran at once (for tests and the benchmark). */
  peak = 0;

  /** Builds a pool running at most `limit` tasks at once. */
  constructor(readonly limit: number) {}

  /** Runs `task` once a slot is free. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    this.peak = Math.max(this.peak, this.running);
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

let cost: ScryptCost | undefined;
let pool: HashPool | undefined;

/** The cost new keys get in this process (read from the environment once). */
function currentPasswordCost(): ScryptCost {
  cost ??= passwordCostFromEnv();
  return cost;
}

/** The process-wide pool every scrypt derivation goes through. */
export function passwordHashPool(): HashPool {
  pool ??= new HashPool(hashConcurrencyFromEnv());
  return pool;
}

function deriveKey(password: string, salt: Buffer, keyCost: ScryptCost): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes (plus a little): allow exactly what this cost needs.
  const maxmem = 128 * keyCost.N * keyCost.r + 16 * 1024 * 1024;
  return passwordHashPool().run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...keyCost, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** The stored form of a key: its parameters, then the key in hex. */
function encode(key: Buffer, keyCost: ScryptCost): string {
  return `scrypt$N=${keyCost.N},r=${keyCost.r},p=${keyCost.p}$${key.toString('hex')}`;
}

/** The parameters and key of a stored hash (bare hex is a legacy N = 2^14 key), or null when malformed. */
export function parseStoredHash(hash: string): { cost: ScryptCost; key: Buffer } | null {
  if (LEGACY_STORED.test(hash)) return { cost: LEGACY_PASSWORD_COST, key: Buffer.from(hash, 'hex') };
  const match = STORED.exec(hash);
  if (!match) return null;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Only sane parameters are ever derived (a corrupt row must not ask scrypt for gigabytes).
  if (N < 2 || N > 2 ** 20 || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  return { cost: { N, r, p }, key: Buffer.from(match[4] ?? '', 'hex') };
}

/** Hashes a password with scrypt (at `keyCost`, default the current cost) and a fresh 16-byte salt. */
export async function hashPassword(
  password: string,
  keyCost: ScryptCost = currentPasswordCost(),
): Promise<PasswordRecord> {
  const salt = randomBytes(16);
  const key = await deriveKey(password, salt, keyCost);
  return { hash: encode(key, keyCost), salt: salt.toString('hex') };
}

/** True when the password matches the stored record, at the record's own cost (constant-time comparison). */
export async function verifyPassword(password: string, record: PasswordRecord): Promise<boolean> {
  const stored = parseStoredHash(record.hash);
  if (!stored || !/^[0-9a-f]{32}$/i.test(record.salt)) return false;
  const actual = await deriveKey(password, Buffer.from(record.salt, 'hex'), stored.cost);
  return timingSafeEqual(actual, stored.key);
}

/** True when a stored hash is cheaper than the current cost (it is re-hashed at the next successful sign-in). */
export function needsRehash(record: PasswordRecord, target: ScryptCost = currentPasswordCost()): boolean {
  const stored = parseStoredHash(record.hash);
  if (!stored) return true;
  return stored.cost.N < target.N || stored.cost.r < target.r || stored.cost.p < target.p;
}

/** A record to compare against when the account does not exist, at the current cost, so unknown e-mails take as long. */
export function decoyPasswordRecord(): PasswordRecord {
  return { hash: encode(Buffer.alloc(KEY_LENGTH), currentPasswordCost()), salt: '00112233445566778899aabbccddeeff' };
}
