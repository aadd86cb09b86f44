import type { RecordRow, Store } from '../store/store';
import { bytesToBase64Url, constantTimeEqual, randomToken } from './base64';
import { textOf } from '../../src/domain/unknown-values';

/**
 * Section of refresh tokens: one record per token, owned by the user's company, kept in the store
 * so that every service process sees a token used or revoked by any other. The record holds a
 * hash of the token's secret, never the secret.
 */
export const REFRESH_TOKENS_SECTION = 'Account/RefreshTokens';

/** Fourteen days: a device left in a van over a fortnight's holiday signs in again. */
export const DEFAULT_REFRESH_TTL_SECONDS = 14 * 24 * 60 * 60;

/** The longest device id a client may send (it is an opaque random id the app makes). */
export const MAX_DEVICE_ID_LENGTH = 200;

/** Shown for an unknown, used, revoked, expired or another device's refresh token alike. */
export const REFRESH_NOT_VALID_MESSAGE = 'Your session can no longer be renewed. Please sign in again.';

export type IssueRefresh = {
  userID: string;
  companyAccountID: string;
  deviceID: string;
  now: Date;
  ttlSeconds: number;
};

export type RedeemResult = { ok: true; userID: string; companyAccountID: string } | { ok: false };

async function hashOf(secret: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return bytesToBase64Url(new Uint8Array(digest));
}

/**
 * Whether a client's device id is one to bind a token to: non-empty, short, plain.
 * @example isDeviceID('0f8c2a9e-4d1b-4c55-9a57-2f0d7c1e5b31') // true
 */
export function isDeviceID(value: string): boolean {
  return value.length > 0 && value.length <= MAX_DEVICE_ID_LENGTH && /^[A-Za-z0-9._~-]+$/.test(value);
}

/**
 * Gives out a refresh token bound to the user and the device: `<id>.<secret>`. Only the
 * secret's hash is stored.
 * @example const refresh = await issueRefreshToken(store, { userID, companyAccountID, deviceID, now, ttlSeconds });
 */
export async function issueRefreshToken(store: Store, input: IssueRefresh): Promise<string> {
  const id = `rt-${randomToken(18)}`;
  const secret = randomToken(32);
  await store.insert({
    section: REFRESH_TOKENS_SECTION,
    id,
    companyAccountID: input.companyAccountID,
    parties: [],
    isInactive: false,
    data: {
      userID: input.userID,
      deviceID: input.deviceID,
      secretHash: await hashOf(secret),
      issuedAt: input.now.toISOString(),
      expiresAt: new Date(input.now.getTime() + input.ttlSeconds * 1000).toISOString(),
      endedAt: null,
      endedBy: null,
    },
  });
  return `${id}.${secret}`;
}

/** The stored record of a presented token whose secret matches, or null. */
async function rowOf(store: Store, token: string): Promise<RecordRow | null> {
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const row = await store.get(REFRESH_TOKENS_SECTION, token.slice(0, dot));
  if (row === null || row.section !== REFRESH_TOKENS_SECTION) return null;
  const presented = new TextEncoder().encode(await hashOf(token.slice(dot + 1)));
  return constantTimeEqual(presented, new TextEncoder().encode(textOf(row.data.secretHash) ?? ''))
    ? row
    : null;
}

/** Ends a token (used or revoked); false when someone else changed it first. */
async function end(
  store: Store,
  row: RecordRow,
  now: Date,
  endedBy: 'rotation' | 'revocation',
): Promise<boolean> {
  const written = await store.update(
    {
      section: row.section,
      id: row.id,
      companyAccountID: row.companyAccountID,
      parties: row.parties,
      isInactive: true,
      data: { ...row.data, endedAt: now.toISOString(), endedBy },
    },
    row.rowVersion,
  );
  return written.ok;
}

/**
 * Redeems a refresh token once (rotation): it must be live, unexpired and presented from the
 * device it was given to. It is ended at once, atomically (a second use, from any process, is
 * refused), and the caller gives out the next one. Any failure reads the same.
 * @example const redeemed = await redeemRefreshToken(store, token, deviceID, new Date()); if (redeemed.ok) issue the next
 */
export async function redeemRefreshToken(
  store: Store,
  token: string,
  deviceID: string,
  now: Date,
): Promise<RedeemResult> {
  const row = await rowOf(store, token);
  if (row === null || row.isInactive) return { ok: false };
  if ((textOf(row.data.deviceID) ?? '') !== deviceID) return { ok: false };
  if (now.getTime() >= Date.parse(textOf(row.data.expiresAt) ?? '')) return { ok: false };
  if (!(await end(store, row, now, 'rotation'))) return { ok: false };
  return { ok: true, userID: textOf(row.data.userID) ?? '', companyAccountID: row.companyAccountID };
}

/**
 * Revokes a refresh token (sign-out): from then on it renews nothing. Unknown or ended tokens
 * change nothing. Answers whether a live token was revoked.
 * @example await revokeRefreshToken(store, token, new Date())
 */
export async function revokeRefreshToken(store: Store, token: string, now: Date): Promise<boolean> {
  const row = await rowOf(store, token);
  if (row === null || row.isInactive) return false;
  return end(store, row, now, 'revocation');
}
