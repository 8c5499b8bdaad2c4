import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost parameters (N = 2^14, r = 8, p = 1: OWASP's minimum for scrypt). */
const SCRYPT = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const KEY_LENGTH = 64;

/** A stored password: scrypt key and its per-user salt, both hex. */
export interface PasswordRecord {
  hash: string;
  salt: string;
}

function deriveKey(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, SCRYPT, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password with scrypt and a fresh 16-byte salt. */
export async function hashPassword(password: string): Promise<PasswordRecord> {
  const salt = randomBytes(16);
  const key = await deriveKey(password, salt);
  return { hash: key.toString('hex'), salt: salt.toString('hex') };
}

/** True when the password matches the stored record (constant-time comparison). */
export async function verifyPassword(password: string, record: PasswordRecord): Promise<boolean> {
  const expected = Buffer.from(record.hash, 'hex');
  if (expected.length !== KEY_LENGTH || !/^[0-9a-f]+$/i.test(record.salt)) return false;
  const actual = await deriveKey(password, Buffer.from(record.salt, 'hex'));
  return timingSafeEqual(actual, expected);
}

/** A record to compare against when the account does not exist, so unknown e-mails cost the same time. */
export const decoyPasswordRecord: PasswordRecord = {
  hash: '0'.repeat(KEY_LENGTH * 2),
  salt: '00112233445566778899aabbccddeeff',
};
