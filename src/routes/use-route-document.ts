import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSession } from '../session/session-context';
import { applyRouteMetaTags } from './document-meta';
import { appVariant, documentTitle } from './document-title';
import { recordNavigation } from './navigation-history';
import { useRouteMeta } from '../navigation/use-route-meta';

/**
 * Guard step 1 on every navigation: the document title from the route meta and the variant's
 * default title, the route-controlled meta tags, and the navigation history.
 * @example function Root() { useRouteDocument(); return <Outlet />; }
 */
export function useRouteDocument(): void {
  const meta = useRouteMeta();
  const href = useRouterState({ select: (state) => state.location.href });
  const isTraining = useSession().session?.isTraining === true;
  useEffect(() => {
    const variant = appVariant({
      isTraining,
      hostname: window.location.hostname,
      sandboxBuild: import.meta.env.VITE_BT_SANDBOX === 'true',
    });
    document.title = documentTitle(meta.title, variant);
    applyRouteMetaTags(document, meta.metaTags);
    recordNavigation(window.sessionStorage, {
      path: href,
      title: document.title,
      at: new Date().toISOString(),
    });
  }, [meta, href, isTraining]);
}
