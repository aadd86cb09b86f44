import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { base64Url, codeChallengeOf } from './pkce-challenge';

describe('PKCE challenge', () => {
  it('matches the RFC 7636 appendix B example', async () => {
    expect(await codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('encodes base64url without padding, and it decodes back', () => {
    expect(base64Url(new Uint8Array([251, 255]))).toBe('-_8');
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const text = base64Url(bytes);
        expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
        const standard = text.replace(/-/g, '+').replace(/_/g, '/');
        expect([...atob(standard)].map((c) => c.charCodeAt(0))).toEqual([...bytes]);
      }),
    );
  });
});
