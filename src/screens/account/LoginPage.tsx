import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useSession } from '../../session/session-context';
import { safeReturnTo } from '../../session/sign-in-flow';
import { landingPathAfterSignIn } from '../../navigation/landing-path';
import { RESTRICTED_PATH } from '../../navigation/route-guard';
import { hrefWithQuery, searchText } from '../../navigation/route-search';
import { LoadingPage } from './LoadingPage';

/**
 * /login?returnTo=: starts the sign-in (authorization code flow) and comes back to returnTo.
 * Already signed in, it goes straight there; when sign-in cannot start (offline), the person
 * goes on to the restricted screen (guard step 4: login, then restricted).
 * @example navigate({ href: '/login?returnTo=%2Fhub%2Fdispatch' })
 */
export function LoginPage() {
  const { session, login } = useSession();
  const navigate = useNavigate();
  const returnTo = safeReturnTo(
    searchText(useRouterState({ select: (state) => state.location.search }), 'returnTo'),
  );
  const started = useRef(false);

  useEffect(() => {
    // Once per visit: a second run (StrictMode, a re-render) must not start a second sign-in.
    if (started.current) return;
    started.current = true;
    const toRestricted = () =>
      void navigate({ href: hrefWithQuery(RESTRICTED_PATH, { from: returnTo }), replace: true });
    if (session !== null) {
      void navigate({ href: landingPathAfterSignIn(session, returnTo), replace: true });
    } else if (!navigator.onLine) {
      toRestricted();
    } else {
      login(returnTo).catch(toRestricted);
    }
  }, [session, login, navigate, returnTo]);

  return <LoadingPage />;
}
