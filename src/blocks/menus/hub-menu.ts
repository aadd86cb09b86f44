import { canView, type AccessRequirement, type AccessSubject } from '../../domain/permissions';
import { navigationEntry } from '../../entities/navigation-entries';

/** Which picture a menu button shows; the shell maps each to an icon. */
export type MenuIconName =
  | 'dispatch'
  | 'pickups'
  | 'driving'
  | 'journey-optimization'
  | 'template-optimization'
  | 'packing'
  | 'picking'
  | 'production'
  | 'sales'
  | 'order-sheets'
  | 'instant-order'
  | 'stock-checker'
  | 'stock-balancer'
  | 'stock-imports'
  | 'training'
  | 'customer-dashboard'
  | 'procurement-dashboard'
  | 'supplier-dashboard'
  | 'delivery-statistics'
  | 'journey-statistics';

/** One button of the hubs and dashboards menu: where it goes and who may go there. */
export type MenuTarget = {
  readonly key: MenuIconName;
  readonly label: string;
  /** Path with its query, e.g. '/hub/driving?mode=pickup'. */
  readonly href: string;
  /** The hub table's permission first; a portal target adds its list's own requirement. */
  readonly requirements: readonly AccessRequirement[];
};

/** A heading of the hubs menu with its buttons. */
export type MenuTargetGroup = { readonly name: string; readonly targets: readonly MenuTarget[] };

/** A target as the menu shows it for one session. */
export type MenuButton = MenuTarget & { readonly disabled: boolean };
export type MenuButtonGroup = { readonly name: string; readonly buttons: readonly MenuButton[] };

function target(
  key: MenuIconName,
  label: string,
  href: string,
  ...requirements: AccessRequirement[]
): MenuTarget {
  return { key, label, href, requirements };
}

const role = (name: string): AccessRequirement => ({ permissions: [name] });

// An office-portal target is also guarded by its list's route, so the button asks the same.
function portalList(name: string): AccessRequirement {
  const entity = navigationEntry(name);
  return { subscriptionCode: entity.subscription, permissions: [entity.permission] };
}

/**
 * The spec's hub table (doc 1, section 2 'Hubs menu'): groups, targets with their query
 * values, and the permission each target needs. Training needs no login.
 * @example HUB_GROUPS.map((group) => group.name)[0] // 'Dispatch'
 */
export const HUB_GROUPS: readonly MenuTargetGroup[] = [
  {
    name: 'Dispatch',
    targets: [
      target('dispatch', 'Dispatch', '/hub/dispatch', role('dispatcher')),
      target('pickups', 'Pickups', '/hub/driving?mode=pickup', role('dispatch-pickups')),
    ],
  },
  { name: 'Driving', targets: [target('driving', 'Driving', '/hub/driving?mode=journey', role('driver'))] },
  {
    name: 'Optimize',
    targets: [
      target('journey-optimization', 'Journeys', '/hub/journey-optimization', role('journey-optimizer')),
      target('template-optimization', 'Templates', '/hub/template-optimization', role('journey-optimizer')),
    ],
  },
  { name: 'Packing', targets: [target('packing', 'Packing', '/hub/packing', role('packer'))] },
  { name: 'Picking', targets: [target('picking', 'Picking', '/hub/picking', role('picker'))] },
  {
    name: 'Production',
    targets: [target('production', 'Production', '/hub/production', role('manufacturer'))],
  },
  {
    name: 'Sales',
    targets: [
      target('sales', 'Sales', '/hub/sales', role('sales-manager')),
      target('order-sheets', 'Order Sheets', '/hub/order-sheets', role('sales-manager')),
      target(
        'instant-order',
        'Instant Order',
        '/office-portal/customer-order/new?mode=instant',
        role('sales-manager'),
        portalList('customer-orders'),
      ),
    ],
  },
  {
    name: 'Stock',
    targets: [
      target('stock-checker', 'Stock Checker', '/hub/stock-checker?filterBy=Sold', role('stock-manager')),
      target('stock-balancer', 'Stock Balancer', '/hub/stock-balancer', role('stock-manager')),
      target(
        'stock-imports',
        'Stock Imports',
        '/office-portal/stock-imports',
        role('stock-manager'),
        portalList('stock-imports'),
      ),
    ],
  },
  { name: 'Training', targets: [target('training', 'Demo', '/demo', { isPublic: true })] },
];

/**
 * Dashboards and statistics, each seen from a subscription level up (doc 1, section 2
 * 'Named screens'): a higher level covers lower ones, so 'CUST and SUPP' is level CUST.
 * @example DASHBOARD_GROUPS[0].targets.map((item) => item.href) // ['/dashboard/customer', ...]
 */
export const DASHBOARD_GROUPS: readonly MenuTargetGroup[] = [
  {
    name: 'Dashboards',
    targets: [
      target('customer-dashboard', 'Customer', '/dashboard/customer', { subscriptionCode: 'CUSTFREE' }),
      target('procurement-dashboard', 'Procurement', '/dashboard/procurement', { subscriptionCode: 'CUST' }),
      target('supplier-dashboard', 'Supplier', '/dashboard/supplier', { subscriptionCode: 'SUPP' }),
    ],
  },
  {
    name: 'Statistics',
    targets: [
      target('delivery-statistics', 'Delivery', '/statistics/delivery', { subscriptionCode: 'COUR' }),
      target('journey-statistics', 'Journey', '/statistics/journey', { subscriptionCode: 'COUR' }),
    ],
  },
];

/**
 * The groups as one session sees them: a button is disabled when logged out (only public
 * targets such as Training stay enabled) or when the session cannot view its target
 * (every one of its requirements must be met).
 * @example hubMenu(null, HUB_GROUPS).at(-1)?.buttons[0]?.disabled // false (Training)
 */
export function hubMenu(
  session: AccessSubject | null | undefined,
  groups: readonly MenuTargetGroup[],
): MenuButtonGroup[] {
  return groups.map((group) => ({
    name: group.name,
    buttons: group.targets.map((item) => ({
      ...item,
      disabled: !item.requirements.every((need) => canView(session ?? null, need)),
    })),
  }));
}
