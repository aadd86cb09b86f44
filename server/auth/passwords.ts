import { base64ToBytes, bytesToBase64, constantTimeEqual } from './base64';

/** OWASP's 2023 recommendation for PBKDF2-HMAC-SHA256. Tests and training mode pass fewer. */
export const DEFAULT_PASSWORD_ITERATIONS = 600_000;

const SCHEME = 'pbkdf2-sha256';
const SALT_BYTES = 16;
const HASH_BYTES = 32;
// A stored hash names its own cost; refuse absurd values so a corrupt row cannot stall the server.
const MAX_ITERATIONS = 10_000_000;

async function derive(
  password: string,
  salt: Uint8Array,
  iterations: number,
  byteCount: number,
): Promise<Uint8Array> {
  const subtle = globalThis.crypto.subtle;
  const key = await subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: new Uint8Array(salt), iterations },
    key,
    byteCount * 8,
  );
  return new Uint8Array(bits);
}

/**
 * Salted slow hash of a password, self-describing so the cost can rise later without
 * breaking stored hashes: `pbkdf2-sha256$<iterations>$<saltB64>$<hashB64>`.
 * @example await hashPassword('Abcdefgh1!', { iterations: 1000 }) // 'pbkdf2-sha256$1000$...$...'
 */
export async function hashPassword(password: string, options: { iterations?: number } = {}): Promise<string> {
  const iterations = options.iterations ?? DEFAULT_PASSWORD_ITERATIONS;
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_ITERATIONS) {
    throw new RangeError(`Password hash iterations must be a whole number from 1 to ${MAX_ITERATIONS}`);
  }
  const salt = globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, iterations, HASH_BYTES);
  return `${SCHEME}$${iterations}$${bytesToBase64(salt)}$${bytesToBase64(hash)}`;
}

/**
 * Whether the password matches a stored hash. A malformed or unknown-scheme hash never matches.
 * @example await verifyPassword('Abcdefgh1!', stored) // true
 */
export async function verifyPassword(password: string, storedHash: string): Promise<boolean> {
  const [scheme, iterationText, saltText, hashText, ...extra] = storedHash.split('$');
  if (
    scheme !== SCHEME ||
    extra.length > 0 ||
    iterationText === undefined ||
    !/^[1-9]\d{0,7}$/.test(iterationText)
  ) {
    return false;
  }
  const iterations = Number(iterationText);
  const salt = base64ToBytes(saltText ?? '');
  const expected = base64ToBytes(hashText ?? '');
  if (
    iterations > MAX_ITERATIONS ||
    salt === null ||
    expected === null ||
    salt.length === 0 ||
    expected.length === 0
  ) {
    return false;
  }
  const actual = await derive(password, salt, iterations, expected.length);
  return constantTimeEqual(actual, expected);
}
