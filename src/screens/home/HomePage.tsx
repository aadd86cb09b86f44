import { useRouterState } from '@tanstack/react-router';
import { useInstallPrompt } from '../../blocks/pwa/use-install-prompt';
import { useSession } from '../../session/session-context';
import { useGo } from '../../navigation/use-go';
import { HomeContent } from './HomeContent';

/**
 * The home route ('/' and '/home'): the marketing page with the router's hash, the session
 * and the browser's install offer.
 * @example createRoute({ path: '/', component: HomePage })
 */
export function HomePage() {
  const hash = useRouterState({ select: (state) => state.location.hash });
  const session = useSession();
  const installPrompt = useInstallPrompt();
  const go = useGo();
  return (
    <HomeContent
      hash={hash}
      signedIn={session.session !== null}
      installPrompt={installPrompt}
      onLogin={() => void session.login('/')}
      onGo={go}
    />
  );
}
