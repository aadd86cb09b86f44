import { isCustomerCode, MOBILE_BREAKPOINT_PX } from '../../domain/subscriptions';
import type { AccessSubject } from '../../domain/permissions';

/** What a bottom navigation button shows. */
export type BottomNavigationIcon = 'home' | 'deliveries' | 'invoices';

export type BottomNavigationItem = {
  readonly key: BottomNavigationIcon;
  readonly label: string;
  readonly href: string;
};

/**
 * The customer's mobile navigation (spec doc 1, section 1: Home, Deliveries, Invoices).
 * A customer's home is their dashboard; the invoices they receive are their suppliers'.
 * @example BOTTOM_NAVIGATION_ITEMS.map((item) => item.label) // ['Home', 'Deliveries', 'Invoices']
 */
export const BOTTOM_NAVIGATION_ITEMS: readonly BottomNavigationItem[] = [
  { key: 'home', label: 'Home', href: '/dashboard/customer' },
  { key: 'deliveries', label: 'Deliveries', href: '/office-portal/deliveries' },
  { key: 'invoices', label: 'Invoices', href: '/office-portal/supplier-invoices' },
];

/**
 * The media query that is true below the mobile breakpoint (580 px wide).
 * @example MOBILE_MEDIA_QUERY // '(max-width: 579.98px)'
 */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/**
 * Whether the bottom navigation shows: a customer subscription on a screen narrower than
 * the mobile breakpoint.
 * @example showsBottomNavigation({ subscriptionCode: 'CUST' }, 390) // true
 * @example showsBottomNavigation({ subscriptionCode: 'SUPP' }, 390) // false
 */
export function showsBottomNavigation(
  session: AccessSubject | null | undefined,
  viewportWidth: number,
): boolean {
  return isCustomerCode(session?.subscriptionCode) && viewportWidth < MOBILE_BREAKPOINT_PX;
}
