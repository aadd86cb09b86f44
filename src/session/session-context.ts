import { createContext, useContext } from 'react';
import type { Session } from '../domain/schemas/session';

/** The signed-in session the app holds: the spec's Session fields plus who and which mode. */
export type AppSession = Session & {
  userName: string;
  /** The signed-in person's company (absent on sessions stored before it was kept). */
  companyAccountID?: string | null;
  /** Renews the session while online (session-renewal.ts); rotated on each use, bound to this device. */
  refreshToken?: string;
  /** Training mode: the canned data in the browser, no network. */
  isTraining: boolean;
};

/** What screens may do with the session. SessionProvider (src/app/session) implements it. */
export type SessionApi = {
  session: AppSession | null;
  /** True until a stored session has been read at start-up. */
  restoring: boolean;
  /** Starts the authorization code flow; after sign-in the user returns to `returnTo`. */
  login(returnTo?: string): Promise<void>;
  /** Clears all data and cookies and goes home. */
  logout(): Promise<void>;
  /**
   * Signs out of a shared device without losing anyone's unsent work: the records leave the
   * mirror, every unsent write stays for its maker's next sign-in here, and the app goes home.
   */
  handOver(): Promise<void>;
  /** Takes a session made elsewhere (training mode signs in without the browser form). */
  adopt(session: AppSession): void;
};

export const SessionContext = createContext<SessionApi | null>(null);

/** The session of the nearest SessionProvider. */
export function useSession(): SessionApi {
  const api = useContext(SessionContext);
  if (api === null) throw new Error('useSession needs a SessionProvider above it');
  return api;
}
