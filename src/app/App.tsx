import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { createAppRouter } from '../routes/router';
import { installRouterDevHook } from '../routes/router-dev-hook';
import { colourSchemeOf, themeFromCosmetics } from '../blocks/cosmetics/cosmetics-theme';
import { CosmeticsProvider, useCosmetics } from '../blocks/cosmetics/CosmeticsProvider';
import { createSessionStore, type SessionStore } from '../session/session-store';
import { SessionProvider } from './session/SessionProvider';
import { browserRenewalDeps, renewalSlot } from '../session/session-renewal';
import { createUnauthorizedHandler } from '../session/unauthorized-handler';
import { AppDataProvider } from './data/AppDataProvider';
import { hasTrainingMode, loadTrainingMode } from './session/training-adapter';

function ThemedApp() {
  const { cosmetics, companyColour } = useCosmetics();
  const theme = useMemo(() => themeFromCosmetics(cosmetics, companyColour), [cosmetics, companyColour]);
  // One session store and one router for the page's life; the guard reads the same store React renders.
  const [sessions] = useState<SessionStore>(() => createSessionStore(window.localStorage));
  const [router] = useState(() =>
    createAppRouter({ sessions, training: { available: hasTrainingMode(), load: loadTrainingMode } }),
  );
  // Browser tests only (opt-in with ?btTestHooks=1): see src/routes/router-dev-hook.ts.
  // Browser tests only (their build, opt-in with ?btTestHooks=1); npm start's production build leaves it out.
  useEffect(() => {
    if (import.meta.env.MODE !== 'production') installRouterDevHook(router);
  }, [router]);
  // The session renews itself while the device is online (its refresh token), for the page's life.
  const [renewal] = useState(renewalSlot);
  useEffect(() => renewal.start(sessions, browserRenewalDeps()), [renewal, sessions]);
  const [onUnauthorized] = useState(() => createUnauthorizedHandler(sessions, renewal.now));
  return (
    <MantineProvider theme={theme} forceColorScheme={colourSchemeOf(cosmetics)}>
      <SessionProvider store={sessions}>
        <AppDataProvider
          sessions={sessions}
          onUnauthorized={onUnauthorized}
          deviceLocationID={cosmetics.locationID ?? null}
        >
          <RouterProvider router={router} />
        </AppDataProvider>
      </SessionProvider>
    </MantineProvider>
  );
}

/**
 * The app: cosmetics (theme), Mantine, the session, then the router with its guard.
 * @example createRoot(container).render(<App />)
 */
export function App() {
  return (
    <CosmeticsProvider storage={window.localStorage}>
      <ThemedApp />
    </CosmeticsProvider>
  );
}
