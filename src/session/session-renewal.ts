import * as v from 'valibot';
import { AUTH_BASE, CLIENT_ID } from './auth-config';
import type { AppSession } from './session-context';
import type { SessionStore } from './session-store';
import { readStoredSession } from './session-storage';

/** localStorage key of this device's id: refresh tokens are bound to it. */
export const DEVICE_KEY = 'BTdevice';

/** A session is renewed when less than this is left: an hour online in three keeps it alive. */
export const RENEW_BEFORE_MS = 3 * 60 * 60 * 1000;

/** The Web Lock one renewal at a time holds, across the browser's tabs. */
export const RENEWAL_LOCK = 'bulktrade-session-renewal';

/** How often a page looks whether the session wants renewing. */
export const RENEW_CHECK_MS = 5 * 60 * 1000;

const renewedSchema = v.looseObject({
  access_token: v.pipe(v.string(), v.minLength(1)),
  expires_in: v.number(),
  refresh_token: v.optional(v.pipe(v.string(), v.minLength(1))),
});

/**
 * This device's id, made once and kept (a random UUID): the sign-in service binds refresh tokens to it.
 * @example deviceIdOf(localStorage) // '0f8c2a9e-…'
 */
export function deviceIdOf(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  newId: () => string = () => crypto.randomUUID(),
): string {
  const kept = storage.getItem(DEVICE_KEY);
  if (kept !== null && /^[A-Za-z0-9._~-]{1,200}$/.test(kept)) return kept;
  const made = newId();
  storage.setItem(DEVICE_KEY, made);
  return made;
}

/**
 * Whether the session should be renewed now: a real session with a refresh token, less than
 * RENEW_BEFORE_MS left (or already run out: its queued work waits for a new token).
 * @example needsRenewal(session, new Date()) // true an hour before expiry
 */
export function needsRenewal(
  session: AppSession | null,
  now: Date,
): session is AppSession & { refreshToken: string } {
  if (session === null || session.isTraining || typeof session.refreshToken !== 'string') return false;
  const expires = Date.parse(session.expiresOn);
  return Number.isNaN(expires) || expires - now.getTime() < RENEW_BEFORE_MS;
}

export type RenewDeps = {
  origin: string;
  fetch: typeof globalThis.fetch;
  now: () => Date;
  deviceID: string;
};

/** What a renewal came to: a new session, a refusal (sign in again), or no answer (try later). */
export type RenewResult =
  { kind: 'renewed'; session: AppSession } | { kind: 'refused' } | { kind: 'unreachable' };

/**
 * Renews the session with its refresh token (rotated: the answer carries the next one).
 * @example const result = await renewSession(session, { origin, fetch, now: () => new Date(), deviceID })
 */
export async function renewSession(
  session: AppSession & { refreshToken: string },
  deps: RenewDeps,
): Promise<RenewResult> {
  const body = new URLSearchParams({
    grant_type: 'refresh_token',
    client_id: CLIENT_ID,
    refresh_token: session.refreshToken,
    device_id: deps.deviceID,
  });
  let response: Response;
  try {
    response = await deps.fetch(`${deps.origin}${AUTH_BASE}/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
  } catch {
    return { kind: 'unreachable' };
  }
  if (response.status >= 400 && response.status < 500 && response.status !== 429) return { kind: 'refused' };
  if (!response.ok) return { kind: 'unreachable' };
  const parsed = v.safeParse(renewedSchema, await response.json().catch(() => null));
  if (!parsed.success) return { kind: 'unreachable' };
  const { access_token: token, expires_in: expiresIn, refresh_token: refreshToken } = parsed.output;
  const { refreshToken: _used, ...rest } = session;
  const expiresOn = new Date(deps.now().getTime() + expiresIn * 1000).toISOString();
  return {
    kind: 'renewed',
    session: { ...rest, token, expiresOn, ...(refreshToken === undefined ? {} : { refreshToken }) },
  };
}

/** The renewal of a page: `now()` renews if due and answers whether the session is live after. */
export type SessionRenewal = { now(): Promise<boolean>; stop(): void };

export type RenewalDeps = RenewDeps & {
  isOnline: () => boolean;
  /**
   * The session as stored now: another tab of this browser may have renewed it already (a
   * refresh token works once, so this tab then takes that one instead of using its own again).
   */
  stored?: () => AppSession | null;
  /** Runs one renewal at a time across the browser's tabs (Web Locks); alone without. */
  exclusive?: <T>(work: () => Promise<T>) => Promise<T>;
  /** Calls `check` on the page's chances to renew: back online, shown again, and every RENEW_CHECK_MS. */
  watch?: (check: () => void) => () => void;
};

/**
 * Keeps the stored session renewed while the device is online: before it runs out, and at once
 * when it has (the 401 handler asks before sending anyone to sign in). One renewal at a time;
 * a refused one drops the refresh token, so the person signs in again when the token runs out.
 * @example const renewal = startSessionRenewal(sessions, browserRenewalDeps()); await renewal.now();
 */
export function startSessionRenewal(sessions: SessionStore, deps: RenewalDeps): SessionRenewal {
  let running: Promise<boolean> | null = null;
  const live = () => {
    const current = sessions.current();
    return current !== null && Date.parse(current.expiresOn) > deps.now().getTime();
  };
  // Another tab's renewal of the same person's session, when the stored one is newer than ours.
  const adoptStored = (): void => {
    const current = sessions.current();
    const stored = deps.stored?.() ?? null;
    if (
      current === null ||
      stored === null ||
      stored.userID !== current.userID ||
      stored.token === current.token
    )
      return;
    if (Date.parse(stored.expiresOn) > Date.parse(current.expiresOn)) sessions.set(stored);
  };
  const renewAlone = async (): Promise<boolean> => {
    adoptStored();
    const current = sessions.current();
    if (!needsRenewal(current, deps.now()) || !deps.isOnline()) return live();
    const result = await renewSession(current, deps);
    // Someone signed out or another person signed in meanwhile: their session is not touched.
    const now = sessions.current();
    if (now === null || now.userID !== current.userID || now.refreshToken !== current.refreshToken)
      return live();
    if (result.kind === 'renewed') sessions.set(result.session);
    if (result.kind === 'refused') {
      const { refreshToken: _refused, ...rest } = current;
      sessions.set(rest);
    }
    return live();
  };
  const renew = (): Promise<boolean> =>
    deps.exclusive === undefined ? renewAlone() : deps.exclusive(renewAlone);
  const check = (): Promise<boolean> => {
    running ??= renew().finally(() => {
      running = null;
    });
    return running;
  };
  const stop = deps.watch?.(() => void check()) ?? (() => undefined);
  void check();
  return { now: check, stop };
}

/** Where a page's renewal runs: an effect starts and stops it, the 401 handler asks it. */
export type RenewalSlot = {
  start(sessions: SessionStore, deps: RenewalDeps): () => void;
  now(): Promise<boolean>;
};

/**
 * A slot for the renewal running now (none before start or after stop: `now` then answers false).
 * @example const slot = renewalSlot(); useEffect(() => slot.start(sessions, browserRenewalDeps()), [slot, sessions]);
 */
export function renewalSlot(): RenewalSlot {
  let running: SessionRenewal | null = null;
  return {
    start(sessions, deps) {
      const started = startSessionRenewal(sessions, deps);
      running = started;
      return () => {
        started.stop();
        if (running === started) running = null;
      };
    },
    now: () => running?.now() ?? Promise.resolve(false),
  };
}

/**
 * The browser's ports for renewal: this origin, fetch, the device id, and the page's online,
 * visibility and timer chances to renew.
 */
export function browserRenewalDeps(): RenewalDeps {
  return {
    origin: window.location.origin,
    fetch: (input, init) => fetch(input, init),
    now: () => new Date(),
    // Read when a renewal needs it, not when a page opens: a signed-out page (after Log Out, which
    // clears every stored key) must not make a device id again.
    get deviceID() {
      return deviceIdOf(window.localStorage);
    },
    isOnline: () => navigator.onLine,
    stored: () => readStoredSession(window.localStorage),
    ...(navigator.locks === undefined
      ? {}
      : { exclusive: <T>(work: () => Promise<T>) => navigator.locks.request(RENEWAL_LOCK, work) }),
    watch(check) {
      const onVisible = () => {
        if (document.visibilityState === 'visible') check();
      };
      window.addEventListener('online', check);
      document.addEventListener('visibilitychange', onVisible);
      const timer = setInterval(check, RENEW_CHECK_MS);
      return () => {
        window.removeEventListener('online', check);
        document.removeEventListener('visibilitychange', onVisible);
        clearInterval(timer);
      };
    },
  };
}

/**
 * Revokes the session's refresh token at the sign-in service (sign-out), without waiting for
 * the answer: offline, it simply runs out.
 * @example revokeRefreshToken(session, location.origin)
 */
export function revokeRefreshToken(
  session: AppSession | null,
  origin: string,
  send: typeof globalThis.fetch = (input, init) => fetch(input, init),
): void {
  if (session?.refreshToken === undefined || session.isTraining) return;
  const body = new URLSearchParams({ token: session.refreshToken, client_id: CLIENT_ID });
  send(`${origin}${AUTH_BASE}/revoke`, { method: 'POST', body, keepalive: true }).catch(() => undefined);
}
