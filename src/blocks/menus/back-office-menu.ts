import { canView, type AccessSubject } from '../../domain/permissions';
import type { MenuGroup } from '../../entities/entity-definition';
import { CSV_IMPORT_KEYWORDS, CSV_IMPORTS } from '../../entities/csv-imports';
import { NAVIGATION_ENTRIES } from '../../entities/navigation-entries';
import type { NavigationEntry } from '../../entities/navigation-entry';

/** One link of the back-office drawer; `detailHref` is the singular route its records open at. */
export type BackOfficeItem = {
  readonly key: string;
  readonly label: string;
  readonly href: string;
  readonly detailHref?: string;
  /** More words the menu's search finds it by ('csv'). */
  readonly keywords?: readonly string[];
};

/** A drawer group with the links the session may open, never empty. */
export type BackOfficeSection = { readonly group: MenuGroup; readonly items: readonly BackOfficeItem[] };

/** The drawer's groups in the spec's order (doc 1, section 2 'Menu groups'). */
export const MENU_GROUPS: readonly MenuGroup[] = [
  'Ordering',
  'Stock',
  'Dispatch',
  'Invoicing',
  'Business',
  'Items',
  'Account',
];

/** Where the office portal's list screens live. */
export const OFFICE_PORTAL_PATH = '/office-portal';

/**
 * Account pages that are screens of their own rather than registry lists; every signed-in
 * user has a profile and settings.
 */
export const ACCOUNT_EXTRA_ITEMS: readonly BackOfficeItem[] = [
  { key: 'my-profile', label: 'My Profile', href: '/my-profile' },
  { key: 'settings', label: 'Settings', href: '/settings' },
];

/**
 * The list route of a registry entity.
 * @example listHref({ name: 'customers' }) // '/office-portal/customers'
 */
export function listHref(entity: Pick<NavigationEntry, 'name'>): string {
  return `${OFFICE_PORTAL_PATH}/${entity.name}`;
}

/**
 * Whether a session sees an entity's menu entry: its subscription level covered and view of
 * its permission area (`area` or `area.edit`); public views show to every session.
 * @example entityVisible({ subscriptionCode: 'CUST', permissions: 'everything.edit' }, entityByName('batches')) // false
 */
export function entityVisible(
  session: AccessSubject | null | undefined,
  entity: Pick<NavigationEntry, 'subscription' | 'permission' | 'isPublic'>,
): boolean {
  return canView(session ?? null, {
    subscriptionCode: entity.subscription,
    permissions: [entity.permission],
    isPublic: entity.isPublic === true,
  });
}

/**
 * The back-office drawer for a session, derived from the registry: entities with a menu
 * group, filtered by subscription level and permission, sorted by label, plus the Account
 * group's profile and settings pages. Groups the session cannot use are left out.
 * @example backOfficeMenu(null).length // 0
 */
export function backOfficeMenu(
  session: AccessSubject | null | undefined,
  entities: readonly NavigationEntry[] = NAVIGATION_ENTRIES,
): BackOfficeSection[] {
  if (!session) return [];
  const byGroup = new Map<MenuGroup, BackOfficeItem[]>(MENU_GROUPS.map((group) => [group, []]));
  for (const entity of entities) {
    if (entity.menuGroup === null || !entityVisible(session, entity)) continue;
    const item: BackOfficeItem = { key: entity.name, label: entity.label, href: listHref(entity) };
    byGroup
      .get(entity.menuGroup)
      ?.push(
        entity.single === null ? item : { ...item, detailHref: `${OFFICE_PORTAL_PATH}/${entity.single}` },
      );
  }
  // Each CSV import sits in its list's group, beside the list, and answers "import" and "csv".
  for (const csv of CSV_IMPORTS) {
    const list = entities.find((entity) => entity.name === csv.list);
    const importer = entities.find((entity) => entity.name === csv.importer);
    if (list?.menuGroup == null || importer === undefined || !entityVisible(session, importer)) continue;
    byGroup.get(list.menuGroup)?.push({
      key: csv.importer,
      label: csv.label,
      href: listHref(importer),
      keywords: CSV_IMPORT_KEYWORDS,
    });
  }
  byGroup.get('Account')?.push(...ACCOUNT_EXTRA_ITEMS);
  return MENU_GROUPS.flatMap((group) => {
    const items = [...(byGroup.get(group) ?? [])].sort((a, b) => a.label.localeCompare(b.label));
    return items.length === 0 ? [] : [{ group, items }];
  });
}

/**
 * The group holding the link for a path, so the drawer can open it on arrival.
 * @example sectionOf(backOfficeMenu(admin), '/office-portal/customers/7')?.group // 'Business'
 */
export function sectionOf(
  sections: readonly BackOfficeSection[],
  pathname: string,
): BackOfficeSection | undefined {
  return sections.find((section) => section.items.some((item) => isItemActive(item, pathname)));
}

/**
 * Whether a drawer link is the current page: its list or one of its records.
 * @example isItemActive({ key: 'zones', label: 'Zones', href: '/office-portal/zones', detailHref: '/office-portal/zone' }, '/office-portal/zone/4') // true
 */
export function isItemActive(item: BackOfficeItem, pathname: string): boolean {
  return (
    isWithin(pathname, item.href) || (item.detailHref !== undefined && isWithin(pathname, item.detailHref))
  );
}

/**
 * Whether a path is the page or below it; '/office-portal/customers-x' is not within
 * '/office-portal/customers'.
 * @example isWithin('/office-portal/customers', '/office-portal/customers') // true
 */
export function isWithin(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * Whether a menu item answers the menu's search: its label or one of its keywords holds the words.
 * @example itemMatches({ key: 'new-products', label: 'Import Products from CSV', href: '', keywords: ['csv'] }, 'CSV') // true
 */
export function itemMatches(item: BackOfficeItem, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return (
    item.label.toLowerCase().includes(needle) ||
    (item.keywords ?? []).some((word) => word.includes(needle) || needle.includes(word))
  );
}
