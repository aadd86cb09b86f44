import * as v from 'valibot';
import { sessionSchema } from '../domain/schemas/session';
import { SESSION_KEY } from './auth-config';
import type { AppSession } from './session-context';

/** The stored session: the spec's Session plus who signed in and whether it is training. */
export const appSessionSchema = v.intersect([
  sessionSchema,
  v.looseObject({
    userName: v.string(),
    isTraining: v.boolean(),
    companyAccountID: v.nullish(v.string()),
    refreshToken: v.optional(v.string()),
  }),
]);

/**
 * The session kept in storage, or null when there is none or it is not a valid session
 * (a damaged or foreign value is removed so it never half-restores).
 * @example readStoredSession(localStorage)?.userName // 'training@bulktrade.app'
 */
export function readStoredSession(storage: Pick<Storage, 'getItem' | 'removeItem'>): AppSession | null {
  const text = storage.getItem(SESSION_KEY);
  if (text === null) return null;
  try {
    const parsed = v.safeParse(appSessionSchema, JSON.parse(text));
    if (parsed.success) return parsed.output;
  } catch {
    // Not JSON: treated like any other invalid value below.
  }
  storage.removeItem(SESSION_KEY);
  return null;
}

/**
 * Keeps a session so a reload, offline included, restores it without a network call.
 * @example storeSession(localStorage, session)
 */
export function storeSession(storage: Pick<Storage, 'setItem'>, session: AppSession): void {
  storage.setItem(SESSION_KEY, JSON.stringify(session));
}

/** Forgets the stored session. */
export function clearStoredSession(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(SESSION_KEY);
}

/**
 * Whether the session's token has run out at `now`.
 * @example isExpired({ expiresOn: '2020-01-01T00:00:00Z' }, new Date()) // true
 */
export function isExpired(session: Pick<AppSession, 'expiresOn'>, now: Date): boolean {
  const expires = Date.parse(session.expiresOn);
  return Number.isNaN(expires) || expires <= now.getTime();
}
