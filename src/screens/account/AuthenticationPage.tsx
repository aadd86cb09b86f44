import { useNavigate, useRouteContext, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { browserStores, clearAllData } from '../../session/clear-all-data';
import { prepareDeviceFor } from '../../session/device-handover';
import { useSession } from '../../session/session-context';
import { describeError, errorHref } from '../../session/session-error';
import { deviceIdOf } from '../../session/session-renewal';
import { completeSignIn } from '../../session/sign-in-flow';
import { searchText } from '../../navigation/route-search';
import { LoadingPage } from './LoadingPage';
import { landingPathAfterSignIn } from '../../navigation/landing-path';

/**
 * /authentication: the sign-in callback. Checks code and state, exchanges the code, loads the
 * profile, makes the device's mirror the new person's (prepareDeviceFor), keeps the session and returns to where sign-in started; any failure goes to the
 * error screen ('Authentication Failed', or the profile's error such as a suspension).
 * @example // the sign-in service redirects to /authentication?code=...&state=...
 */
export function AuthenticationPage() {
  const { adopt } = useSession();
  const { sessions } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const search = useRouterState({ select: (state) => state.location.search });
  const code = searchText(search, 'code');
  const state = searchText(search, 'state');
  const started = useRef(false);

  useEffect(() => {
    // The stored state is good for one callback: never run the exchange twice.
    if (started.current) return;
    started.current = true;
    completeSignIn(
      { code, state },
      {
        origin: window.location.origin,
        storage: window.sessionStorage,
        fetch: (input, init) => fetch(input, init),
        now: () => new Date(),
        deviceID: deviceIdOf(window.localStorage),
        logOut: async () => {
          await clearAllData(browserStores());
          sessions.set(null);
        },
      },
    )
      .then(async ({ session, returnTo }) => {
        // Whoever used this device before: their records go, their unsent work waits for them.
        await prepareDeviceFor(session, sessions.current());
        adopt(session);
        // Asked for no page (or only the home page), the person lands on their work.
        void navigate({ href: landingPathAfterSignIn(session, returnTo), replace: true });
      })
      .catch((error: unknown) => {
        const { message, reason } = describeError(error);
        void navigate({ href: errorHref(message, reason), replace: true });
      });
  }, [adopt, code, state, navigate, sessions]);

  return <LoadingPage />;
}
