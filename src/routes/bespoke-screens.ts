import type { RouteComponent } from '@tanstack/react-router';
import { lazyScreen } from './screen-chunk';

type ScreenModule = { default: RouteComponent };

// Each bespoke screen is its own chunk, loaded when its route is first opened:
// src/hubs/<folder>/screen.tsx for a hub, dashboard, statistic or board route, and
// src/hubs/<folder>/<navigation name>.list.tsx / <entity navigation name>.detail.tsx to replace
// an entity's generic office-portal list or form (the component gets no props; it reads the
// route's params). Adding a screen is adding its file: no route table to edit.
const SCREENS = import.meta.glob<ScreenModule>('../hubs/*/screen.tsx');
const ENTITY_SCREENS = import.meta.glob<ScreenModule>('../hubs/*/*.{list,detail}.tsx');

function lazy(load: (() => Promise<ScreenModule>) | undefined): RouteComponent | undefined {
  return load === undefined ? undefined : lazyScreen(load);
}

function entityScreen(name: string, kind: 'list' | 'detail'): RouteComponent | undefined {
  const suffix = `/${name}.${kind}.tsx`;
  return lazy(Object.entries(ENTITY_SCREENS).find(([path]) => path.endsWith(suffix))?.[1]);
}

/**
 * The bespoke screen of a hub, dashboard, statistic or board folder, or undefined if it has none yet.
 * @example bespokeScreen('dispatch') // src/hubs/dispatch/screen.tsx, loaded on demand
 */
export function bespokeScreen(folder: string): RouteComponent | undefined {
  return lazy(SCREENS[`../hubs/${folder}/screen.tsx`]);
}

/**
 * The bespoke list of an entity (by navigation name), replacing the generic list, if one exists.
 * @example bespokeList('order-sheets')
 */
export function bespokeList(name: string): RouteComponent | undefined {
  return entityScreen(name, 'list');
}

/**
 * The bespoke form of an entity (by navigation name), replacing the generic detail page, if one exists.
 * @example bespokeDetail('customer-orders') // src/hubs/ordering/customer-orders.detail.tsx
 */
export function bespokeDetail(name: string): RouteComponent | undefined {
  return entityScreen(name, 'detail');
}
