import { base64Url, codeChallengeOf } from '../domain/pkce-challenge';

export { base64Url, codeChallengeOf };

/** Fills a byte array with cryptographically strong random values (the WebCrypto port). */
export type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const defaultRandom: RandomFill = (bytes) => globalThis.crypto.getRandomValues(bytes);

/**
 * A random url-safe text of `size` random bytes: 32 bytes give a 43-character PKCE verifier.
 * @example randomUrlSafe(32).length // 43
 */
export function randomUrlSafe(size = 32, random: RandomFill = defaultRandom): string {
  return base64Url(random(new Uint8Array(size)));
}
