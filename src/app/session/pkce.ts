/** Fills a byte array with cryptographically strong random values (the WebCrypto port). */
export type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const defaultRandom: RandomFill = (bytes) => globalThis.crypto.getRandomValues(bytes);

/**
 * Bytes as base64url without padding (RFC 4648 section 5), as PKCE and state values use.
 * @example base64Url(new Uint8Array([251, 255])) // '-_8'
 */
export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * A random url-safe text of `size` random bytes: 32 bytes give a 43-character PKCE verifier.
 * @example randomUrlSafe(32).length // 43
 */
export function randomUrlSafe(size = 32, random: RandomFill = defaultRandom): string {
  return base64Url(random(new Uint8Array(size)));
}

/**
 * The S256 code challenge of a verifier: base64url(SHA-256(verifier)).
 * @example await codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk') // 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'
 */
export async function codeChallengeOf(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}
