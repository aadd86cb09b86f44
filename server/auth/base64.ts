import { base64Url } from '../../src/domain/pkce-challenge';
// Web-standard only (btoa/atob, WebCrypto) so the same code runs in Node and in the browser.

/**
 * Standard base64 with padding.
 * @example bytesToBase64(new Uint8Array([1, 2, 3])) // 'AQID'
 */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Decodes standard base64; null when the text is not base64.
 * @example base64ToBytes('AQID') // Uint8Array [1, 2, 3]
 */
export function base64ToBytes(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** URL-safe base64 without padding: the one encoder the sign-in client uses too. */
export { base64Url as bytesToBase64Url };

/**
 * A random, unguessable token: `byteCount` bytes from the platform CSPRNG, base64url.
 * @example randomToken(32).length // 43
 */
export function randomToken(byteCount: number): string {
  return base64Url(globalThis.crypto.getRandomValues(new Uint8Array(byteCount)));
}

/**
 * Compares two byte arrays in time that depends only on their lengths, so a mismatch
 * position cannot be learnt by timing.
 * @example constantTimeEqual(new Uint8Array([1]), new Uint8Array([1])) // true
 */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}
