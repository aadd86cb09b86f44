import { codeChallengeOf } from '../../src/domain/pkce-challenge';

export { codeChallengeOf };

/** The only challenge method accepted: plain challenges would let a stolen code be redeemed. */
export const PKCE_METHOD = 'S256';

// RFC 7636 section 4.1: 43 to 128 unreserved characters.
const VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;
// A SHA-256 digest is 32 bytes, which is always 43 base64url characters without padding.
const CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Whether text is a well-formed PKCE code verifier.
 * @example isValidCodeVerifier('a'.repeat(43)) // true
 */
export function isValidCodeVerifier(verifier: string): boolean {
  return VERIFIER_PATTERN.test(verifier);
}

/**
 * Whether text has the shape of an S256 code challenge.
 * @example isValidCodeChallenge('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM') // true
 */
export function isValidCodeChallenge(challenge: string): boolean {
  return CHALLENGE_PATTERN.test(challenge);
}

/**
 * Whether the verifier is well formed and hashes to the challenge saved with the code.
 * @example await verifyCodeChallenge(verifier, await codeChallengeOf(verifier)) // true
 */
export async function verifyCodeChallenge(verifier: string, challenge: string): Promise<boolean> {
  if (!isValidCodeVerifier(verifier)) return false;
  // Both sides are public-length digests, so a plain comparison leaks nothing useful.
  return (await codeChallengeOf(verifier)) === challenge;
}
