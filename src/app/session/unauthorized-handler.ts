import { handleUnauthorized, type UnauthorizedOutcome } from './handle-unauthorized';
import type { SessionStore } from './session-store';
import { beginSignIn } from './sign-in-flow';

/**
 * The browser's 401 handler over the session store, for the data layer's unauthorized port:
 * it is called with the path of the screen that made the refused call.
 * @example const onUnauthorized = createUnauthorizedHandler(sessions); onUnauthorized(location.pathname + location.search);
 */
export function createUnauthorizedHandler(sessions: Pick<SessionStore, 'current'>): (path: string) => UnauthorizedOutcome {
  return (path) =>
    handleUnauthorized(sessions.current(), path, {
      now: () => new Date(),
      login: async (returnTo) => {
        window.location.assign(await beginSignIn(returnTo, { origin: window.location.origin, storage: window.sessionStorage }));
      },
      goTo: (href) => window.location.assign(href),
      log: (message) => console.warn(message),
    });
}
