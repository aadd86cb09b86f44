import { Outlet } from '@tanstack/react-router';
import { usePersistOnHub } from '../blocks/pwa/use-persist-on-hub';
import { AppShell } from '../app/shell/AppShell';
import { LeaveGuard } from './LeaveGuard';
import { useRouteDocument } from './use-route-document';

/**
 * The root route: step 1 of the guard (title, meta tags, history) on every navigation, the
 * hesitate confirm (step 6), persistent storage asked for on a hub, and the screen inside the app shell.
 * @example createRootRouteWithContext<RouterContext>()({ component: RootLayout })
 */
export function RootLayout() {
  useRouteDocument();
  usePersistOnHub();
  return (
    <LeaveGuard>
      <AppShell>
        <Outlet />
      </AppShell>
    </LeaveGuard>
  );
}
