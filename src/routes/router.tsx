import { createRootRouteWithContext, createRoute, createRouter, Outlet, type RouteComponent, type RouterHistory } from '@tanstack/react-router';
import { bespokeDetail, bespokeList, bespokeScreen } from './bespoke-screens';
import { AuthenticationPage } from '../screens/account/AuthenticationPage';
import { ErrorPage } from '../screens/account/ErrorPage';
import { LoadingPage } from '../screens/account/LoadingPage';
import { LoginPage } from '../screens/account/LoginPage';
import { LogoutPage } from '../screens/account/LogoutPage';
import { NotFoundPage } from '../screens/account/NotFoundPage';
import { RegisterPage } from '../screens/account/RegisterPage';
import { RestrictedPage } from '../screens/account/RestrictedPage';
import { DemoPage } from '../screens/demo/DemoPage';
import { HomePage } from '../screens/home/HomePage';
import { PlaceholderPage } from '../screens/placeholder/PlaceholderPage';
import { PortalDetailPage } from '../screens/portal/PortalDetailPage';
import { PortalListPage } from '../screens/portal/PortalListPage';
import { SettingsPage } from '../screens/settings/SettingsPage';
import { MyProfilePage } from '../screens/account/MyProfilePage';
import { PrivacyPolicyPage, TermsAndConditionsPage } from '../screens/legal/LegalPage';
import { APP_ROUTES, PORTAL_HOME_META, type ScreenName } from './app-routes';
import { guardNavigation } from './guard-navigation';
import { PORTAL_PATH, PORTAL_ROUTES } from './portal-routes';
import { RootLayout } from './RootLayout';
import type { RouteMeta } from './route-meta';
import type { RouterContext } from './router-context';
import { metaOfMatches } from './use-route-meta';

/** The component of each fixed screen. */
const SCREENS: Readonly<Record<ScreenName, RouteComponent>> = {
  home: HomePage,
  demo: DemoPage,
  authentication: AuthenticationPage,
  error: ErrorPage,
  loading: () => <LoadingPage />,
  login: LoginPage,
  logout: LogoutPage,
  restricted: RestrictedPage,
  register: RegisterPage,
  settings: SettingsPage,
  'my-profile': MyProfilePage,
  'privacy-policy': PrivacyPolicyPage,
  'terms-and-conditions': TermsAndConditionsPage,
  placeholder: PlaceholderPage,
};

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  // The guard runs at the root on every navigation, with the deepest matched route's meta.
  beforeLoad: async ({ context, location, matches, preload }) => {
    if (preload) return;
    await guardNavigation(context, { meta: metaOfMatches(matches), href: location.href, search: location.search });
  },
});

const fixedRoutes = APP_ROUTES.map((route) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path: route.path,
    staticData: { meta: route.meta },
    component: (route.bespoke === undefined ? undefined : bespokeScreen(route.bespoke)) ?? SCREENS[route.screen],
  }),
);

const portalRoute = createRoute({ getParentRoute: () => rootRoute, path: PORTAL_PATH, component: Outlet });
const portalHomeRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/',
  staticData: { meta: PORTAL_HOME_META },
  component: PlaceholderPage,
});

const entityRoute = (path: string, meta: RouteMeta, component: RouteComponent) =>
  createRoute({ getParentRoute: () => portalRoute, path: path.slice(PORTAL_PATH.length + 1), staticData: { meta }, component });

// Every entity gets the generic list and form over the mirror until a bespoke screen replaces them.
const portalChildren = PORTAL_ROUTES.flatMap((route) => [
  entityRoute(route.listPath, route.listMeta, bespokeList(route.name) ?? (() => <PortalListPage entityName={route.name} />)),
  ...(route.detailPath === null || route.detailMeta === null
    ? []
    : [entityRoute(route.detailPath, route.detailMeta, bespokeDetail(route.name) ?? (() => <PortalDetailPage entityName={route.name} />))]),
]);

export const routeTree = rootRoute.addChildren([...fixedRoutes, portalRoute.addChildren([portalHomeRoute, ...portalChildren])]);

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
