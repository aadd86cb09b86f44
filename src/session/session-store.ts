import type { AppSession } from './session-context';
import { clearStoredSession, readStoredSession, storeSession } from './session-storage';

/** The one place the current session lives; React and the router guard both read it. */
export type SessionStore = {
  current(): AppSession | null;
  set(session: AppSession | null): void;
  subscribe(listener: () => void): () => void;
};

/**
 * A session store over browser storage. The stored session is read once, synchronously, at
 * creation, so the first route guard already knows who is signed in, with or without network.
 * @example const store = createSessionStore(localStorage); store.current()?.userID
 */
export function createSessionStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): SessionStore {
  let session = readStoredSession(storage);
  const listeners = new Set<() => void>();
  return {
    current: () => session,
    set(next) {
      session = next;
      if (next === null) clearStoredSession(storage);
      else storeSession(storage, next);
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
