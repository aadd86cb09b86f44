import { describe, expect, it } from 'vitest';
import { base64Url, codeChallengeOf, randomUrlSafe } from './pkce';

describe('PKCE', () => {
  it('makes the S256 challenge of RFC 7636, appendix B', async () => {
    expect(await codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('encodes base64url without padding', () => {
    expect(base64Url(new Uint8Array([251, 255]))).toBe('-_8');
    expect(base64Url(new Uint8Array([0]))).toBe('AA');
  });

  it('makes 43-character url-safe verifiers from 32 random bytes, different every time', () => {
    const first = randomUrlSafe(32);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomUrlSafe(32)).not.toBe(first);
    expect(randomUrlSafe(3, (bytes) => bytes.fill(255))).toBe('____');
  });
});
