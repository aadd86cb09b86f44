import { errors, jwtVerify, SignJWT } from 'jose';
import * as v from 'valibot';
import type { Caller } from '../http/caller';
import { SUBSCRIPTION_CODES } from '../../src/domain/subscriptions';

/** An HS256 signing secret: text (UTF-8) or raw bytes, at least 32 bytes. */
export type SessionSecret = string | Uint8Array;

/** Why a token was refused. */
export type TokenFailure = 'expired' | 'invalid';

export type VerifyResult =
  { ok: true; caller: Caller } | { ok: false; failure: TokenFailure; message: string };

/** Shown when a token's time is up; the client sends the user back to sign in. */
export const TOKEN_EXPIRED_MESSAGE = 'Your sign-in has expired. Please sign in again.';
/** Shown for a tampered, malformed or foreign token. */
export const TOKEN_INVALID_MESSAGE = 'Your sign-in is not valid. Please sign in again.';

const ISSUER = 'bulktrade-auth';
const AUDIENCE = 'bulktrade';
// RFC 7518 section 3.2: an HS256 key must be at least as long as the hash output.
const MIN_SECRET_BYTES = 32;

const companyClaims = v.object({
  id: v.string(),
  companyName: v.string(),
  accountName: v.nullish(v.string()),
  primaryEmail: v.nullish(v.string()),
  subscriptionCode: v.nullable(v.picklist(SUBSCRIPTION_CODES)),
  defaultTimeZone: v.string(),
  isSuspended: v.boolean(),
  reasonForSuspension: v.nullish(v.string()),
});

const sessionClaims = v.object({
  sub: v.pipe(v.string(), v.minLength(1)),
  exp: v.number(),
  userName: v.string(),
  companyAccountID: v.string(),
  permissions: v.string(),
  isGlobalAdmin: v.boolean(),
  subscriptionCode: v.nullable(v.picklist(SUBSCRIPTION_CODES)),
  subscriptionsInUse: v.string(),
  company: companyClaims,
});

function keyOf(secret: SessionSecret): Uint8Array {
  const key = typeof secret === 'string' ? new TextEncoder().encode(secret) : secret;
  if (key.length < MIN_SECRET_BYTES) {
    throw new RangeError(`The session secret must be at least ${MIN_SECRET_BYTES} bytes long`);
  }
  return key;
}

/**
 * Signs a session token (HS256 JWT) for the caller, valid for `ttlSeconds` from `now`.
 * The caller's own expiresOn is ignored: the token's expiry decides.
 * @example const token = await signSession(caller, secret, new Date(), 3600);
 */
export async function signSession(
  caller: Omit<Caller, 'expiresOn'>,
  secret: SessionSecret,
  now: Date,
  ttlSeconds: number,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const {
    userID,
    userName,
    companyAccountID,
    permissions,
    isGlobalAdmin,
    subscriptionCode,
    subscriptionsInUse,
    company,
  } = caller;
  return new SignJWT({
    userName,
    companyAccountID,
    permissions,
    isGlobalAdmin,
    subscriptionCode,
    subscriptionsInUse,
    company,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userID)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(keyOf(secret));
}

/**
 * Verifies a session token at `now`: the signature, issuer, audience, expiry and claim shapes.
 * @example (await verifySession(token, secret, new Date())).ok // true
 */
export async function verifySession(token: string, secret: SessionSecret, now: Date): Promise<VerifyResult> {
  const key = keyOf(secret);
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp'],
    });
    const claims = v.safeParse(sessionClaims, payload);
    if (!claims.success) return { ok: false, failure: 'invalid', message: TOKEN_INVALID_MESSAGE };
    const { sub, exp, ...rest } = claims.output;
    return { ok: true, caller: { ...rest, userID: sub, expiresOn: new Date(exp * 1000).toISOString() } };
  } catch (error) {
    if (error instanceof errors.JWTExpired)
      return { ok: false, failure: 'expired', message: TOKEN_EXPIRED_MESSAGE };
    if (error instanceof errors.JOSEError)
      return { ok: false, failure: 'invalid', message: TOKEN_INVALID_MESSAGE };
    throw error;
  }
}
