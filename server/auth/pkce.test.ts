import { describe, expect, it } from 'vitest';
import { codeChallengeOf, isValidCodeChallenge, isValidCodeVerifier, verifyCodeChallenge } from './pkce';

// RFC 7636 appendix B.
const RFC_VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const RFC_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

describe('PKCE S256', () => {
  it('computes the RFC 7636 example challenge', async () => {
    expect(await codeChallengeOf(RFC_VERIFIER)).toBe(RFC_CHALLENGE);
  });

  it('accepts the matching verifier and refuses any other', async () => {
    expect(await verifyCodeChallenge(RFC_VERIFIER, RFC_CHALLENGE)).toBe(true);
    expect(await verifyCodeChallenge(`${RFC_VERIFIER.slice(0, -1)}Y`, RFC_CHALLENGE)).toBe(false);
  });

  it('refuses a malformed verifier even when its hash matches', async () => {
    const short = 'a'.repeat(42);
    expect(await verifyCodeChallenge(short, await codeChallengeOf(short))).toBe(false);
  });

  it('takes verifiers of 43 to 128 unreserved characters only', () => {
    expect(isValidCodeVerifier('a'.repeat(43))).toBe(true);
    expect(isValidCodeVerifier(`${'A'.repeat(124)}-._~`)).toBe(true);
    expect(isValidCodeVerifier('a'.repeat(42))).toBe(false);
    expect(isValidCodeVerifier('a'.repeat(129))).toBe(false);
    expect(isValidCodeVerifier(`${'a'.repeat(42)}+`)).toBe(false);
    expect(isValidCodeVerifier(`${'a'.repeat(42)} `)).toBe(false);
  });

  it('recognises the shape of an S256 challenge', () => {
    expect(isValidCodeChallenge(RFC_CHALLENGE)).toBe(true);
    expect(isValidCodeChallenge(RFC_CHALLENGE.slice(1))).toBe(false);
    expect(isValidCodeChallenge(`${RFC_CHALLENGE.slice(1)}=`)).toBe(false);
    expect(isValidCodeChallenge('plain-text-challenge')).toBe(false);
  });
});
