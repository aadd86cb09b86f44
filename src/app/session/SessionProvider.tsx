import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { TrainingApi } from '../../session/training-api';
import { browserStores, clearAllData } from '../../session/clear-all-data';
import { SessionContext, type AppSession, type SessionApi } from '../../session/session-context';
import type { SessionStore } from '../../session/session-store';
import { handOverDevice } from '../../data/device-handover';
import { revokeRefreshToken } from '../../session/session-renewal';
import { loadTrainingMode } from './training-adapter';

/** The browser ports the session works through; tests pass their own. */
export type SessionDeps = {
  origin: string;
  /** Where a sign-in under way is kept (sessionStorage). */
  signInStorage: Pick<Storage, 'setItem'>;
  /** Leaves the app for another address (the sign-in page, home after logout). */
  assign: (url: string) => void;
  clearAllData: () => Promise<void>;
  /** Puts the mirror aside for a hand-over (device-handover.ts): keeps every unsent write. */
  handOverDevice?: (leaving: AppSession | null) => Promise<void>;
  /** Revokes the session's refresh token at the sign-in service (sign-out, hand-over). */
  revoke?: (session: AppSession | null) => void;
  loadTraining: () => Promise<TrainingApi | null>;
};

/**
 * The browser's ports.
 * @example <SessionProvider store={store} deps={browserSessionDeps()}>
 */
export function browserSessionDeps(): SessionDeps {
  return {
    origin: window.location.origin,
    signInStorage: window.sessionStorage,
    assign: (url) => window.location.assign(url),
    clearAllData: () => clearAllData(browserStores()),
    handOverDevice,
    revoke: (session) => revokeRefreshToken(session, window.location.origin),
    loadTraining: loadTrainingMode,
  };
}

/**
 * Signs in and out over the session store: login starts the code flow, logout clears all
 * data and goes home, adopt takes a session made elsewhere (the sign-in callback, training).
 * @example <SessionProvider store={createSessionStore(localStorage)}><App /></SessionProvider>
 */
export function SessionProvider({
  store,
  deps,
  children,
}: {
  store: SessionStore;
  deps?: SessionDeps;
  children: ReactNode;
}) {
  const session = useSyncExternalStore(store.subscribe, store.current, store.current);
  const ports = useMemo(() => deps ?? browserSessionDeps(), [deps]);
  const api = useMemo<SessionApi>(
    () => ({
      session,
      // The stored session is read synchronously when the store is made, so nothing is pending.
      restoring: false,
      async login(returnTo = '/') {
        // The code flow's steps (PKCE, the profile's reading) load when a person signs in, not with every page.
        const { beginSignIn } = await import('../../session/sign-in-flow');
        ports.assign(await beginSignIn(returnTo, { origin: ports.origin, storage: ports.signInStorage }));
      },
      async logout() {
        ports.revoke?.(store.current());
        if (store.current()?.isTraining === true) await (await ports.loadTraining())?.leave();
        await ports.clearAllData();
        store.set(null);
        ports.assign('/');
      },
      async handOver() {
        ports.revoke?.(store.current());
        await ports.handOverDevice?.(store.current());
        store.set(null);
        ports.assign('/');
      },
      adopt(next: AppSession) {
        store.set(next);
      },
    }),
    [session, store, ports],
  );
  return <SessionContext value={api}>{children}</SessionContext>;
}
