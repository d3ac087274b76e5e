/**
 * Account passwords, stored with scrypt (node:crypto), a memory-hard key derivation: N = 2^15,
 * r = 8, p = 1 (32 MiB and about 50 to 100 ms of one core per hash, the cost OWASP suggests
 * for scrypt), a random 16-byte salt per password, a 32-byte key. Stored as
 * `scrypt$<N>$<r>$<p>$<salt>$<key>` (base64url), so the parameters can rise later without
 * locking out the accounts made before. Compared in constant time.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMETERS = { N: 2 ** 15, r: 8, p: 1 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, options: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; node's default ceiling (32 MiB) is exactly that, so raise it.
  const settings: ScryptOptions = { ...options, maxmem: 256 * options.N * options.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, settings, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMETERS);
  const { N, r, p } = PARAMETERS;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** False for a wrong password and for a stored value this code cannot read. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  // Only parameters this server would write: a stored value cannot make it spend unbounded memory.
  if (![options.N, options.r, options.p].every(Number.isInteger) || options.N > 2 ** 17 || options.r > 16 || options.p > 4) return false;
  const expected = Buffer.from(key, 'base64url');
  const derived = await derive(password, Buffer.from(salt, 'base64url'), options);
  return derived.length === expected.length && timingSafeEqual(derived, expected);
}
