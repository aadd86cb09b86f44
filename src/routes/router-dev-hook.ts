import type { AnyRouter } from '@tanstack/react-router';

/** A route of the route tree as far as the hook reads it. */
export type RouteNode = {
  fullPath: string;
  children?: readonly RouteNode[] | Readonly<Record<string, RouteNode>>;
};

/** What a browser test may ask of the page's router (`window.__btRouter`). */
export type RouterDevHook = {
  /** Every route a person can open, from the route tree: its leaves' path patterns (e.g. '/office-portal/product/$id'). */
  paths: readonly string[];
  /** Opens an address in the page, as a link would, and resolves once its route has loaded. */
  go: (href: string) => Promise<void>;
};

export type RouterHookWindow = { __btRouter?: RouterDevHook; location: { search: string } };

/**
 * The path patterns of a route tree's leaves, in tree order, each once: the routes a person can
 * open (a layout route with children is not a page of its own).
 * @example leafRoutePaths(routeTree) // ['/', '/home', …, '/office-portal/', '/office-portal/products', …]
 */
export function leafRoutePaths(node: RouteNode): string[] {
  const children =
    node.children === undefined
      ? []
      : Array.isArray(node.children)
        ? (node.children as readonly RouteNode[])
        : Object.values(node.children);
  if (children.length === 0) return [node.fullPath];
  return [...new Set(children.flatMap(leafRoutePaths))];
}

/**
 * Puts the router's routes and a navigate call on `window.__btRouter`, only on a page opened with
 * `?btTestHooks=1` (as src/data/dev-hooks.ts does for the data): the layout test
 * (tests/e2e/layout-fits.spec.ts) visits every route of the tree in one page, so a new route is
 * covered without editing the test. Nothing in the app reads it; answers whether it was installed.
 * @example installRouterDevHook(router)
 */
export function installRouterDevHook(
  router: AnyRouter,
  target: RouterHookWindow = globalThis as unknown as RouterHookWindow,
): boolean {
  if (new URLSearchParams(target.location.search).get('btTestHooks') !== '1') return false;
  target.__btRouter = {
    paths: leafRoutePaths(router.routeTree),
    go: (href) => router.navigate({ to: href }),
  };
  return true;
}
