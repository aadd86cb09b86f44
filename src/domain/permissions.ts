import { coversLevel, type SubscriptionCode } from './subscriptions';

/** Error shown to users of a suspended company account. */
export const SUSPENDED_MESSAGE = 'Your account has been suspended!';

/** Token that grants view of every area. */
export const EVERYTHING_VIEW = 'everything.view';

/** The reason of a 403 the services answer for a section the caller's permissions do not cover. */
export const PERMISSION_MISSING = 'PermissionMissing';

/** Token that grants edit (and so view) of every area. */
export const EVERYTHING_EDIT = 'everything.edit';

const EDIT_SUFFIX = '.edit';

/** The parts of a session that access checks read. */
export interface AccessSubject {
  /** Comma-separated permission tokens from the token, e.g. "customers,products.edit". */
  readonly permissions?: string | null;
  readonly isGlobalAdmin?: boolean | null;
  readonly subscriptionCode?: string | null;
  readonly company?: {
    readonly isSuspended?: boolean | null;
    readonly reasonForSuspension?: string | null;
  } | null;
}

/** What a menu item, hub button or route needs before it may be shown. */
export interface AccessRequirement {
  readonly subscriptionCode?: SubscriptionCode;
  /** Any one of these area names is enough (any-of). Empty or missing: only the level matters. */
  readonly permissions?: readonly string[];
  /** Public items show to everyone, logged out included. */
  readonly isPublic?: boolean;
}

/** Suspension state of a session. */
export type Suspension =
  | { readonly isSuspended: false }
  | {
      readonly isSuspended: true;
      readonly message: typeof SUSPENDED_MESSAGE;
      readonly reason: string | null;
    };

/** Grants decoded from a permission list; area names are lower-cased. */
export interface PermissionGrants {
  readonly viewAll: boolean;
  readonly editAll: boolean;
  readonly view: ReadonlySet<string>;
  readonly edit: ReadonlySet<string>;
}

/**
 * Splits the comma-separated permission list into trimmed, non-empty tokens, case kept.
 * @example parsePermissions(' customers, products.edit,,') // ['customers', 'products.edit']
 */
export function parsePermissions(csv: string | null | undefined): string[] {
  if (!csv) return [];
  return csv
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token.length > 0);
}

/**
 * Decodes tokens: `name` grants view, `name.edit` grants edit and view,
 * `everything.view` all view, `everything.edit` all edit and view. Case-insensitive.
 * @example permissionGrants(['Products.Edit']).edit.has('products') // true
 */
export function permissionGrants(tokens: readonly string[]): PermissionGrants {
  const view = new Set<string>();
  const edit = new Set<string>();
  let viewAll = false;
  let editAll = false;
  for (const raw of tokens) {
    const token = raw.trim().toLowerCase();
    if (token === EVERYTHING_EDIT) {
      editAll = true;
      viewAll = true;
    } else if (token === EVERYTHING_VIEW) {
      viewAll = true;
    } else if (token.endsWith(EDIT_SUFFIX) && token.length > EDIT_SUFFIX.length) {
      const area = token.slice(0, -EDIT_SUFFIX.length);
      edit.add(area);
      view.add(area);
    } else if (token.length > 0) {
      view.add(token);
    }
  }
  return { viewAll, editAll, view, edit };
}

/**
 * Whether the session belongs to a global admin of a company that is not suspended.
 * @example hasFullAccess({ isGlobalAdmin: true, company: { isSuspended: false } }) // true
 */
export function hasFullAccess(session: AccessSubject | null | undefined): boolean {
  return session?.isGlobalAdmin === true && session.company?.isSuspended !== true;
}

/**
 * Whether the session may view an area (a permission name such as "customers").
 * @example canViewArea({ permissions: 'customers' }, 'customers') // true
 */
export function canViewArea(session: AccessSubject | null | undefined, area: string): boolean {
  if (!session) return false;
  if (hasFullAccess(session)) return true;
  const grants = permissionGrants(parsePermissions(session.permissions));
  return grants.viewAll || grants.view.has(normaliseArea(area));
}

/**
 * Whether the session may edit an area; needs `area.edit`, `everything.edit` or full access.
 * @example canEditArea({ permissions: 'customers' }, 'customers') // false
 */
export function canEditArea(session: AccessSubject | null | undefined, area: string): boolean {
  if (!session) return false;
  if (hasFullAccess(session)) return true;
  const grants = permissionGrants(parsePermissions(session.permissions));
  return grants.editAll || grants.edit.has(normaliseArea(area));
}

/**
 * Whether a menu item, hub button or route shows for the session. Public items always show.
 * Otherwise the session's subscription must cover the item's level and, when the item
 * lists permissions, the session must view at least one of them (any-of).
 * @example canView(null, { isPublic: true }) // true
 * @example canView({ subscriptionCode: 'CUST', permissions: 'packer' }, { subscriptionCode: 'SUPP', permissions: ['packer'] }) // false
 */
export function canView(session: AccessSubject | null | undefined, item: AccessRequirement): boolean {
  if (item.isPublic === true) return true;
  return meets(session, item, canViewArea);
}

/**
 * Whether the session may edit through a menu item: same level rule as canView, and
 * edit on at least one listed permission. Being public never grants edit.
 * @example canEdit({ subscriptionCode: 'SUPP', permissions: 'packer' }, { permissions: ['packer'] }) // false
 */
export function canEdit(session: AccessSubject | null | undefined, item: AccessRequirement): boolean {
  return meets(session, item, canEditArea);
}

/**
 * Tells whether the session's company is suspended, with the message and stated reason.
 * @example suspensionOf({ company: { isSuspended: true, reasonForSuspension: 'Unpaid' } })
 * // { isSuspended: true, message: 'Your account has been suspended!', reason: 'Unpaid' }
 */
export function suspensionOf(session: AccessSubject | null | undefined): Suspension {
  const company = session?.company;
  if (company?.isSuspended !== true) return { isSuspended: false };
  const reason = company.reasonForSuspension?.trim() ?? '';
  return { isSuspended: true, message: SUSPENDED_MESSAGE, reason: reason.length > 0 ? reason : null };
}

function meets(
  session: AccessSubject | null | undefined,
  item: AccessRequirement,
  hasArea: (session: AccessSubject, area: string) => boolean,
): boolean {
  if (!session) return false;
  // Full access covers permissions only; the subscription still decides which screens exist.
  if (item.subscriptionCode !== undefined && !coversLevel(session.subscriptionCode, item.subscriptionCode)) {
    return false;
  }
  const required = item.permissions ?? [];
  if (required.length === 0) return true;
  return required.some((area) => hasArea(session, area));
}

function normaliseArea(area: string): string {
  return area.trim().toLowerCase();
}
