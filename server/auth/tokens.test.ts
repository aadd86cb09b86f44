import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../http/caller';
import { bytesToBase64Url } from './base64';
import { signSession, TOKEN_EXPIRED_MESSAGE, TOKEN_INVALID_MESSAGE, verifySession } from './tokens';

const SECRET = 'a-test-secret-of-at-least-32-bytes!!';
const NOW = new Date('2030-03-01T00:00:00.000Z');

const caller: Caller = {
  userID: 'user1',
  userName: 'sam@acme.test',
  companyAccountID: 'comp1',
  permissions: 'customers,products.edit',
  isGlobalAdmin: false,
  subscriptionCode: 'SUPP',
  subscriptionsInUse: 'SUPP,COUR',
  expiresOn: 'ignored',
  company: {
    id: 'comp1',
    companyName: 'Acme Wholesale',
    accountName: 'Acme',
    primaryEmail: 'office@acme.test',
    subscriptionCode: 'SUPP',
    defaultTimeZone: 'Australia/Melbourne',
    isSuspended: false,
    reasonForSuspension: null,
  },
};

function at(seconds: number): Date {
  return new Date(NOW.getTime() + seconds * 1000);
}

// Changes one character of a token part, keeping it valid base64url.
function flip(token: string, part: 0 | 1 | 2): string {
  const parts = token.split('.');
  const text = parts[part] ?? '';
  const index = Math.floor(text.length / 2);
  parts[part] = `${text.slice(0, index)}${text[index] === 'A' ? 'B' : 'A'}${text.slice(index + 1)}`;
  return parts.join('.');
}

describe('signSession and verifySession', () => {
  it('carries every session field and sets expiresOn from the lifetime', async () => {
    const token = await signSession(caller, SECRET, NOW, 3600);
    const result = await verifySession(token, SECRET, at(10));
    expect(result).toEqual({ ok: true, caller: { ...caller, expiresOn: '2030-03-01T01:00:00.000Z' } });
  });

  it('is valid until its expiry and expired from then on', async () => {
    const token = await signSession(caller, SECRET, NOW, 3600);
    expect((await verifySession(token, SECRET, at(3599))).ok).toBe(true);
    expect(await verifySession(token, SECRET, at(3600))).toEqual({
      ok: false,
      failure: 'expired',
      message: TOKEN_EXPIRED_MESSAGE,
    });
  });

  it('refuses a token with any character changed', async () => {
    const token = await signSession(caller, SECRET, NOW, 3600);
    for (const part of [0, 1, 2] as const) {
      expect(await verifySession(flip(token, part), SECRET, NOW)).toEqual({
        ok: false,
        failure: 'invalid',
        message: TOKEN_INVALID_MESSAGE,
      });
    }
  });

  it('refuses a token signed with another secret', async () => {
    const token = await signSession(caller, 'another-secret-of-at-least-32-bytes!', NOW, 3600);
    expect((await verifySession(token, SECRET, NOW)).ok).toBe(false);
  });

  it('refuses malformed text and unsigned (alg none) tokens', async () => {
    const encode = (value: object) => bytesToBase64Url(new TextEncoder().encode(JSON.stringify(value)));
    const unsigned = `${encode({ alg: 'none' })}.${encode({ sub: 'user1', exp: 4102444800 })}.`;
    for (const token of ['', 'abc', 'a.b.c', unsigned]) {
      expect(await verifySession(token, SECRET, NOW)).toMatchObject({ ok: false, failure: 'invalid' });
    }
  });

  it('refuses a correctly signed token that lacks the session claims', async () => {
    const key = new TextEncoder().encode(SECRET);
    const token = await new SignJWT({ userName: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user1')
      .setIssuer('bulktrade-auth')
      .setAudience('bulktrade')
      .setExpirationTime(Math.floor(NOW.getTime() / 1000) + 60)
      .sign(key);
    expect(await verifySession(token, SECRET, NOW)).toMatchObject({ ok: false, failure: 'invalid' });
  });

  it('refuses to work with a secret shorter than 32 bytes', async () => {
    await expect(signSession(caller, 'short', NOW, 60)).rejects.toThrow(/at least 32 bytes/);
    await expect(verifySession('a.b.c', 'short', NOW)).rejects.toThrow(/at least 32 bytes/);
  });
});
