// Password hashing with scrypt (node:crypto). The hash records its parameters, so the cost can rise later.
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const KEY_LENGTH = 32;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

/** Twice the memory scrypt needs (128 * N * r * p bytes), so Node does not refuse the parameters. */
function maxmem(cost: number, blockSize: number, parallelism: number): number {
  return 2 * 128 * cost * blockSize * parallelism;
}

/** `scrypt$<N>$<r>$<p>$<salt>$<hash>`, salt and hash in base64url. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, {
    N: cost,
    r: BLOCK_SIZE,
    p: PARALLELISM,
    maxmem: maxmem(cost, BLOCK_SIZE, PARALLELISM),
  });
  return [
    'scrypt',
    cost,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Whether a stored hash is a password at all: a member who signed up with Google, Apple or Facebook has none. */
export function isPasswordHash(stored: string): boolean {
  return stored.startsWith('scrypt$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const [cost, blockSize, parallelism] = [Number(n), Number(r), Number(p)];
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: cost,
    r: blockSize,
    p: parallelism,
    maxmem: maxmem(cost, blockSize, parallelism),
  });
  return crypto.timingSafeEqual(key, expected);
}

/** Whether a stored hash was made with a lower cost than today's. */
export function needsRehash(stored: string, cost: number): boolean {
  const [, n] = stored.split('$');
  return Number(n) < cost;
}
