import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  type AsyncRouteComponent,
  type RouteComponent,
  type RouterHistory,
} from '@tanstack/react-router';
import { bespokeDetail, bespokeList, bespokeScreen } from './bespoke-screens';
import { LoadingPage } from '../screens/account/LoadingPage';
import { NotFoundPage } from '../screens/account/NotFoundPage';
import { APP_ROUTES, PORTAL_HOME_META, type ScreenName } from './app-routes';
import { guardNavigation } from './guard-navigation';
import { PORTAL_PATH, PORTAL_ROUTES } from '../navigation/portal-routes';
import { RootLayout } from './RootLayout';
import { lazyScreen } from './screen-chunk';
import { ScreenError } from './ScreenError';
import type { RouteMeta } from '../navigation/route-meta';
import type { RouterContext } from './router-context';
import { metaOfMatches } from '../navigation/use-route-meta';

// Every screen is its own chunk, loaded when its route is first matched (the router waits for it
// before it renders, and the service worker precaches every chunk, so this works offline): the
// first page loads the shell and its own screen, not every screen's components and libraries.
const HomePage = lazyScreen(() => import('../screens/home/HomePage'), 'HomePage');
const PlaceholderPage = lazyScreen(() => import('../screens/placeholder/PlaceholderPage'), 'PlaceholderPage');
const PortalListPage = lazyScreen(() => import('../screens/portal/PortalListPage'), 'PortalListPage');
const PortalDetailPage = lazyScreen(() => import('../screens/portal/PortalDetailPage'), 'PortalDetailPage');

/** The component of each fixed screen. */
const SCREENS: Readonly<Record<ScreenName, RouteComponent>> = {
  home: HomePage,
  demo: lazyScreen(() => import('../screens/demo/DemoPage'), 'DemoPage'),
  authentication: lazyScreen(() => import('../screens/account/AuthenticationPage'), 'AuthenticationPage'),
  error: lazyScreen(() => import('../screens/account/ErrorPage'), 'ErrorPage'),
  loading: () => <LoadingPage />,
  login: lazyScreen(() => import('../screens/account/LoginPage'), 'LoginPage'),
  logout: lazyScreen(() => import('../screens/account/LogoutPage'), 'LogoutPage'),
  restricted: lazyScreen(() => import('../screens/account/RestrictedPage'), 'RestrictedPage'),
  register: lazyScreen(() => import('../screens/account/RegisterPage'), 'RegisterPage'),
  settings: lazyScreen(() => import('../screens/settings/SettingsPage'), 'SettingsPage'),
  'my-profile': lazyScreen(() => import('../screens/account/MyProfilePage'), 'MyProfilePage'),
  'privacy-policy': lazyScreen(() => import('../screens/legal/LegalPage'), 'PrivacyPolicyPage'),
  'terms-and-conditions': lazyScreen(() => import('../screens/legal/LegalPage'), 'TermsAndConditionsPage'),
  placeholder: PlaceholderPage,
};

/** A lazy screen with fixed props, still preloaded by the router before the route renders. */
function withProps<P extends object>(Screen: AsyncRouteComponent<P>, props: P): RouteComponent {
  return Object.assign(() => <Screen {...props} />, { preload: () => Screen.preload?.() });
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  // The guard runs at the root on every navigation, with the deepest matched route's meta.
  beforeLoad: async ({ context, location, matches, preload }) => {
    if (preload) return;
    await guardNavigation(context, {
      meta: metaOfMatches(matches),
      href: location.href,
      search: location.search,
    });
  },
});

const fixedRoutes = APP_ROUTES.map((route) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: route.path,
    staticData: { meta: route.meta },
    component:
      (route.bespoke === undefined ? undefined : bespokeScreen(route.bespoke)) ?? SCREENS[route.screen],
  }),
);

const portalRoute = createRoute({ getParentRoute: () => rootRoute, path: PORTAL_PATH, component: Outlet });
const portalHomeRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/',
  staticData: { meta: PORTAL_HOME_META },
  // The office's start page (src/hubs/office-start/screen.tsx): what needs attention today.
  component: bespokeScreen('office-start') ?? PlaceholderPage,
});

const entityRoute = (path: string, meta: RouteMeta, component: RouteComponent) =>
  createRoute({
    getParentRoute: () => portalRoute,
    path: path.slice(PORTAL_PATH.length + 1),
    staticData: { meta },
    component,
  });

// Every entity gets the generic list and form over the mirror until a bespoke screen replaces them.
const portalChildren = PORTAL_ROUTES.flatMap((route) => [
  entityRoute(
    route.listPath,
    route.listMeta,
    bespokeList(route.name) ?? withProps(PortalListPage, { entityName: route.name }),
  ),
  ...(route.detailPath === null || route.detailMeta === null
    ? []
    : [
        entityRoute(
          route.detailPath,
          route.detailMeta,
          bespokeDetail(route.name) ?? withProps(PortalDetailPage, { entityName: route.name }),
        ),
      ]),
]);

export const routeTree = rootRoute.addChildren([
  ...fixedRoutes,
  portalRoute.addChildren([portalHomeRoute, ...portalChildren]),
]);

/**
 * The app's router (history mode), its guard fed by `context`. Tests pass a memory history.
 * @example const router = createAppRouter({ sessions, training });
 */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history === undefined ? {} : { history }),
    scrollRestoration: true,
    // A screen that fails (its chunk not loadable offline, before the app is stored) shows the app's own error screen with a Retry.
    defaultErrorComponent: ScreenError,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    meta?: RouteMeta;
  }
}
