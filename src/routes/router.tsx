import { createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { HomePage } from './HomePage';
import { NotFoundPage } from './NotFoundPage';

const rootRoute = createRootRoute({
  component: Outlet,
  notFoundComponent: NotFoundPage,
});

const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage });
const homeAliasRoute = createRoute({ getParentRoute: () => rootRoute, path: '/home', component: HomePage });

export const routeTree = rootRoute.addChildren([homeRoute, homeAliasRoute]);

export const router = createRouter({ routeTree });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
