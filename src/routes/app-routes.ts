import type { SubscriptionCode } from '../domain/subscriptions';
import { navigationEntry } from '../entities/navigation-entries';
import type { RouteMeta } from '../navigation/route-meta';

/** Which screen a fixed route shows; router.tsx maps each to a component. */
export type ScreenName =
  | 'home'
  | 'demo'
  | 'authentication'
  | 'error'
  | 'loading'
  | 'login'
  | 'logout'
  | 'restricted'
  | 'register'
  | 'settings'
  | 'my-profile'
  | 'privacy-policy'
  | 'terms-and-conditions'
  | 'placeholder';

/**
 * One fixed (not registry-derived) route: its path pattern, meta and screen. A bespoke route
 * (hub, dashboard, statistic, board) names its folder under src/hubs/; the router shows that
 * folder's screen.tsx, loaded on demand, and the placeholder until the folder has one.
 */
export type AppRoute = { path: string; meta: RouteMeta; screen: ScreenName; bespoke?: string };

const publicRoute = (title: string, description?: string): RouteMeta => ({
  title,
  requiresLogin: false,
  ...(description === undefined ? {} : { description }),
});

// Sign-in plumbing screens stand alone: no drawer or bottom navigation around them.
const plumbing = (title: string): RouteMeta => ({ title, requiresLogin: false, navigation: false });

const signedIn = (title: string, description: string, extra: Partial<RouteMeta> = {}): RouteMeta => ({
  title,
  requiresLogin: true,
  description,
  ...extra,
});

/** The home page's title is empty so the document shows the variant's default title alone. */
export const HOME_META: RouteMeta = { title: '', requiresLogin: false, background: 'brand' };

/** Top-level routes of the spec (section 2, Routes). */
export const TOP_ROUTES: readonly AppRoute[] = [
  { path: '/', meta: HOME_META, screen: 'home' },
  { path: '/home', meta: HOME_META, screen: 'home' },
  {
    path: '/demo',
    meta: publicRoute(
      'Demo',
      'Try Bulktrade as a customer, or train your staff, on canned data in your browser.',
    ),
    screen: 'demo',
  },
  { path: '/authentication', meta: plumbing('Signing In'), screen: 'authentication' },
  { path: '/error', meta: publicRoute('Error'), screen: 'error' },
  { path: '/loading', meta: plumbing('Loading'), screen: 'loading' },
  { path: '/login', meta: plumbing('Login'), screen: 'login' },
  { path: '/logout', meta: plumbing('Logout'), screen: 'logout' },
  { path: '/restricted', meta: publicRoute('Restricted'), screen: 'restricted' },
  { path: '/register', meta: publicRoute('Sign Up'), screen: 'register' },
  {
    path: '/privacy-policy',
    meta: publicRoute(
      'Privacy Policy',
      'How Bulktrade collects, keeps and uses the information of the businesses and people who use it.',
    ),
    screen: 'privacy-policy',
  },
  {
    path: '/terms-and-conditions',
    meta: publicRoute(
      'Terms and Conditions',
      'The terms under which businesses subscribe to and use Bulktrade.',
    ),
    screen: 'terms-and-conditions',
  },
  {
    path: '/manage-account-data',
    meta: signedIn(
      'Manage Account Data',
      'Download or delete the data your company account keeps in Bulktrade.',
    ),
    screen: 'placeholder',
    bespoke: 'account-data',
  },
  {
    path: '/setup',
    meta: signedIn(
      'Setup',
      'The first steps for a new company account: locations, products, customers and users.',
    ),
    screen: 'placeholder',
    bespoke: 'setup',
  },
  {
    path: '/settings',
    meta: signedIn(
      'Settings',
      'Company, subscription, billing, customer, courier, supplier, invoicing, stock level and pick/pack settings.',
    ),
    screen: 'settings',
  },
  {
    path: '/my-profile',
    meta: signedIn('My Profile', 'Your name, email, password and the permissions your roles give you.'),
    screen: 'my-profile',
  },
];

// A board shows one area's records at a glance; it needs what that area's list needs.
function board(path: string, entityName: string, title: string, description: string): AppRoute {
  const entity = navigationEntry(entityName);
  return {
    path,
    bespoke: `${entityName}-board`,
    meta: signedIn(title, description, {
      permissions: [entity.permission],
      ...(entity.subscription === undefined ? {} : { subscription: entity.subscription }),
    }),
    screen: 'placeholder',
  };
}

/** Board routes: one area each, with that area's permission and level from the registry. */
export const BOARD_ROUTES: readonly AppRoute[] = [
  board(
    '/board/customers',
    'customers',
    'Customer Board',
    'Every customer at a glance: orders due, deliveries and invoices owing.',
  ),
  board(
    '/board/products',
    'products',
    'Product Board',
    'Every product at a glance: stock on hand, on order and sold.',
  ),
  board(
    '/board/order-slots',
    'order-slots',
    'Order Slot Board',
    'The order slots of the coming days with the orders that fill them.',
  ),
  board(
    '/board/users',
    'users',
    'User Board',
    'The users of your company with their roles and recent activity.',
  ),
];

function hub(
  path: string,
  title: string,
  permissions: readonly string[],
  description: string,
  extra: Partial<RouteMeta> = {},
): AppRoute {
  const bespoke = path.split('/')[2] ?? '';
  return {
    path,
    meta: signedIn(title, description, { permissions, ...extra }),
    screen: 'placeholder',
    bespoke,
  };
}

function dashboard(
  path: string,
  title: string,
  description: string,
  subscription: SubscriptionCode,
): AppRoute {
  // '/dashboard/customer' lives in src/hubs/customer-dashboard, '/statistics/delivery' in delivery-statistics.
  const [, kind, name] = path.split('/');
  return {
    path,
    meta: signedIn(title, description, { subscription }),
    screen: 'placeholder',
    bespoke: `${name}-${kind}`,
  };
}

/**
 * Hub routes with the hubs table's permissions (any one is enough). Delivery review is not in
 * the table; it reviews deliveries, so dispatchers and anyone who sees deliveries may open it.
 * The driver hub hides the app bar and the navigation and warns before it is left.
 */
export const HUB_ROUTES: readonly AppRoute[] = [
  hub(
    '/hub/delivery-review',
    'Delivery Review',
    ['dispatcher', 'deliveries'],
    'Delivered stops to review: proof of delivery, temperatures, notes and flags.',
  ),
  hub(
    '/hub/dispatch',
    'Dispatch Hub',
    ['dispatcher'],
    'Consignments ready to go, journeys to plan and releases to drivers.',
  ),
  hub(
    '/hub/driving/{-$id}',
    'Driver Hub',
    ['driver', 'dispatch-pickups'],
    'A journey stop by stop (mode=journey) or the pickups to collect (mode=pickup), with proof of delivery.',
    {
      appBar: false,
      navigation: false,
      hesitate: true,
    },
  ),
  hub(
    '/hub/template-optimization',
    'Template Optimization',
    ['journey-optimizer'],
    'Journey templates to optimise: stops, limits and start and end locations.',
  ),
  hub(
    '/hub/journey-optimization',
    'Journey Optimization',
    ['journey-optimizer'],
    'The order of stops of the coming journeys, optimised within their limits.',
  ),
  hub(
    '/hub/order-sheets',
    'Order Sheets Hub',
    ['sales-manager'],
    'Order sheets to fill in quickly for many customers at once.',
  ),
  hub(
    '/hub/packing',
    'Packing Hub',
    ['packer'],
    'Picked consignments to pack into packages with their measurements.',
  ),
  hub('/hub/picking', 'Picking Hub', ['picker'], 'Consignments to pick from stock, batch by batch.'),
  hub(
    '/hub/production',
    'Production Hub',
    ['manufacturer'],
    'What to make today and the batches it produces.',
  ),
  hub(
    '/hub/sales',
    'Sales Hub',
    ['sales-manager'],
    'Customer orders of the coming days and instant orders for customers.',
  ),
  hub(
    '/hub/stock-balancer',
    'Stock Balancer',
    ['stock-manager'],
    'Stock to move between locations to meet the thresholds.',
  ),
  hub(
    '/hub/stock-checker',
    'Stock Checker',
    ['stock-manager'],
    'Stock levels to count and correct, filtered by what sells.',
  ),
];

/** Dashboards and statistics with the subscription levels of the spec's named screens. */
export const DASHBOARD_ROUTES: readonly AppRoute[] = [
  dashboard(
    '/dashboard/customer',
    'Customer Dashboard',
    'Your orders, deliveries and invoices at a glance.',
    'CUSTFREE',
  ),
  dashboard(
    '/dashboard/procurement',
    'Procurement Dashboard',
    'What you buy: purchase orders, receivals and supplier invoices.',
    'CUST',
  ),
  dashboard(
    '/dashboard/supplier',
    'Supplier Dashboard',
    'What you sell: customer orders, stock, dispatch and invoices owing.',
    'SUPP',
  ),
  dashboard(
    '/statistics/delivery',
    'Delivery Statistics',
    'Deliveries over time: on time, late, flagged and by driver.',
    'COUR',
  ),
  dashboard(
    '/statistics/journey',
    'Journey Statistics',
    'Journeys over time: distance, stops, weight and duration.',
    'COUR',
  ),
];

/** The office portal's home (its index child). */
export const PORTAL_HOME_META: RouteMeta = signedIn(
  'Office Portal',
  'The back office: every list of the menu groups, from orders to invoices.',
);

/** Every fixed route in one list. */
export const APP_ROUTES: readonly AppRoute[] = [
  ...TOP_ROUTES,
  ...BOARD_ROUTES,
  ...HUB_ROUTES,
  ...DASHBOARD_ROUTES,
];
