import { handleUnauthorized, type UnauthorizedOutcome } from './handle-unauthorized';
import type { SessionStore } from './session-store';

/**
 * The browser's 401 handler over the session store, for the data layer's unauthorized port:
 * it is called with the path of the screen that made the refused call. A session that ran out is
 * first renewed (`renew`, session-renewal.ts); only if that fails does the person sign in again.
 * @example const onUnauthorized = createUnauthorizedHandler(sessions); onUnauthorized(location.pathname + location.search);
 */
export function createUnauthorizedHandler(
  sessions: Pick<SessionStore, 'current'>,
  renew?: () => Promise<boolean>,
): (path: string) => UnauthorizedOutcome {
  return (path) =>
    handleUnauthorized(sessions.current(), path, {
      now: () => new Date(),
      login: async (returnTo) => {
        // A session that ran out renews itself while online (its refresh token) before anyone is sent to sign in.
        if (renew !== undefined && (await renew().catch(() => false))) return;
        // The sign-in flow's code loads only when someone must sign in again.
        const { beginSignIn } = await import('./sign-in-flow');
        window.location.assign(
          await beginSignIn(returnTo, { origin: window.location.origin, storage: window.sessionStorage }),
        );
      },
      goTo: (href) => window.location.assign(href),
      log: (message) => console.warn(message),
    });
}
