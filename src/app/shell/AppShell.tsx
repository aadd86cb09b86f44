import { useRouterState } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useGoHome } from '../../navigation/use-go-home';
import { useRouteMeta } from '../../navigation/use-route-meta';
import { CompanyThemeColour } from '../../blocks/cosmetics/CompanyThemeColour';
import { useCosmetics } from '../../blocks/cosmetics/CosmeticsProvider';
import { useAppUpdate } from '../../blocks/pwa/use-app-update';
import { useInstallPrompt } from '../../blocks/pwa/use-install-prompt';
import { useSession } from '../../session/session-context';
import { trainingMode } from '../training/training-mode';
import { ShellLayout } from './ShellLayout';
import { useGo } from '../../navigation/use-go';
import { useIsMobile } from './use-is-mobile';

/**
 * The shell around every screen, connected to the router (meta, location), the session,
 * cosmetics (skin, pinned drawer), the PWA (update, install) and training mode.
 * @example createRootRoute({ component: () => <AppShell><Outlet /></AppShell> })
 */
export function AppShell({ children }: { children: ReactNode }) {
  const meta = useRouteMeta();
  const location = useRouterState({ select: (state) => state.location });
  const sessionApi = useSession();
  const { cosmetics, update } = useCosmetics();
  const appUpdate = useAppUpdate();
  const installPrompt = useInstallPrompt();
  const isMobile = useIsMobile();
  const go = useGo();
  const goHome = useGoHome();
  const [endingDemo, setEndingDemo] = useState(false);

  const session = sessionApi.session;
  const training = session?.isTraining === true || trainingMode.isActive();

  const endDemo = async () => {
    setEndingDemo(true);
    try {
      // Logging out of a training session leaves training mode (clearing its data) and goes home.
      if (session?.isTraining === true) await sessionApi.logout();
      else {
        await trainingMode.leave();
        go('/');
      }
    } finally {
      setEndingDemo(false);
    }
  };

  return (
    <ShellLayout
      meta={meta}
      pathname={location.pathname}
      hash={location.hash}
      session={session}
      training={training}
      isMobile={isMobile}
      skin={cosmetics.theme.dark ? 'dark' : 'light'}
      onSkinChange={(skin) => update({ theme: { dark: skin === 'dark' } })}
      drawerPinned={cosmetics.drawerPermanent === true}
      onDrawerPinnedChange={(pinned) => update({ drawerPermanent: pinned })}
      appUpdate={appUpdate}
      installPrompt={installPrompt}
      onLogin={() => void sessionApi.login(location.href)}
      onLogout={() => void sessionApi.logout()}
      onHandOver={() => sessionApi.handOver()}
      onEndDemo={() => void endDemo()}
      endingDemo={endingDemo}
      onHome={goHome}
      onGo={go}
    >
      <CompanyThemeColour />
      {children}
    </ShellLayout>
  );
}
