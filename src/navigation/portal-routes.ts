import type { EntityDefinition } from '../entities/entity-definition';
import { navigationEntry, NAVIGATION_ENTRIES } from '../entities/navigation-entries';
import type { NavigationEntry } from '../entities/navigation-entry';
import type { EntityName } from '../entities/record-of';
import type { RouteMeta } from './route-meta';

/** Where the office portal lives; every entity's list and detail route sits under it. */
export const PORTAL_PATH = '/office-portal';

/** The id value that opens a detail page to create an item. */
export const NEW_ID = 'new';

/** The list and detail routes of one navigation name. */
export type PortalRoute = {
  /** Route name of the list: the navigation name, e.g. 'products'. */
  name: EntityName;
  /** Route name of the detail page: the entity's single, e.g. 'product'; null when list only. */
  detailName: string | null;
  /** e.g. '/office-portal/products'. */
  listPath: string;
  /** Path pattern with the id parameter, e.g. '/office-portal/product/$id'; null when list only. */
  detailPath: string | null;
  listMeta: RouteMeta;
  detailMeta: RouteMeta | null;
};

function accessOf(
  entity: NavigationEntry,
): Pick<RouteMeta, 'requiresLogin' | 'permissions' | 'subscription'> {
  if (entity.isPublic === true) return { requiresLogin: false };
  return {
    requiresLogin: true,
    permissions: [entity.permission],
    ...(entity.subscription === undefined ? {} : { subscription: entity.subscription }),
  };
}

/**
 * The office-portal routes of one entity: a list at its navigation name and, unless the
 * entity is list only (single null), a detail page at its single name with an id.
 * @example portalRoute(entityByName('products')).detailPath // '/office-portal/product/$id'
 */
export function portalRoute(entity: NavigationEntry): PortalRoute {
  const access = accessOf(entity);
  const listMeta: RouteMeta = {
    title: entity.label,
    ...access,
    description: `The ${entity.label.toLowerCase()} list: find, filter, sort and open ${entity.label.toLowerCase()}, and export them.`,
  };
  if (entity.single === null) {
    return {
      name: entity.name,
      detailName: null,
      listPath: `${PORTAL_PATH}/${entity.name}`,
      detailPath: null,
      listMeta,
      detailMeta: null,
    };
  }
  const detailMeta: RouteMeta = {
    title: entity.singleLabel,
    ...access,
    description: `One ${entity.singleLabel.toLowerCase()}: its details to view and edit; the id ${NEW_ID} creates one.`,
  };
  return {
    name: entity.name,
    detailName: entity.single,
    listPath: `${PORTAL_PATH}/${entity.name}`,
    detailPath: `${PORTAL_PATH}/${entity.single}/$id`,
    listMeta,
    detailMeta,
  };
}

/**
 * Every office-portal route, one entry per registry entity, in registry order (from the
 * entities' navigation entries, so the first page holds no entity definitions).
 * @example PORTAL_ROUTES.length === ENTITIES.length // true
 */
export const PORTAL_ROUTES: readonly PortalRoute[] = NAVIGATION_ENTRIES.map(portalRoute);

const BY_DETAIL_NAME: ReadonlyMap<string, PortalRoute> = new Map(
  PORTAL_ROUTES.flatMap((route) => (route.detailName === null ? [] : [[route.detailName, route] as const])),
);

/**
 * The path of a route name: a list name gives its list, a detail name its page for `id`
 * (new by default). Any other name throws 'Path ... not found in navigation'.
 * @example pathOf('products') // '/office-portal/products'
 * @example pathOf('product', 'p1') // '/office-portal/product/p1'
 * @example pathOf('customer-order') // '/office-portal/customer-order/new'
 */
export function pathOf(name: string, id: string = NEW_ID): string {
  const detail = BY_DETAIL_NAME.get(name);
  if (detail !== undefined) return `${PORTAL_PATH}/${name}/${encodeURIComponent(id)}`;
  return portalRoute(navigationEntry(name)).listPath;
}

/**
 * Query values an archives list keeps from the list it was opened from: the search text and
 * the proxy company. Filter names and the page belong to the first list, so they stay behind.
 */
export const ARCHIVE_KEPT_QUERY: readonly string[] = ['searchString', 'proxyID'];

/**
 * The archives list of an entity (its registry `archive` route) with the query values that
 * still make sense there, or null when the entity has no archives.
 * @example archivePathOf(entityByName('batches'), new URLSearchParams('searchString=rye&page=2')) // '/office-portal/batch-archives?searchString=rye'
 * @example archivePathOf(entityByName('products')) // null
 */
export function archivePathOf(
  entity: Pick<EntityDefinition, 'archive'>,
  search: URLSearchParams = new URLSearchParams(),
): string | null {
  if (entity.archive === undefined) return null;
  const kept = new URLSearchParams();
  for (const key of ARCHIVE_KEPT_QUERY) {
    const value = search.get(key);
    if (value !== null && value !== '') kept.set(key, value);
  }
  const query = kept.toString();
  return `${pathOf(entity.archive)}${query === '' ? '' : `?${query}`}`;
}

/**
 * An in-app address with the proxy company as its proxyID query value when there is one.
 * @example proxyHref('/office-portal/product/p1', 'c2') // '/office-portal/product/p1?proxyID=c2'
 */
export function proxyHref(path: string, proxyID: string | null): string {
  return proxyID === null
    ? path
    : `${path}${path.includes('?') ? '&' : '?'}proxyID=${encodeURIComponent(proxyID)}`;
}
