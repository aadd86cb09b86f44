import { parsePermissions, type AccessSubject } from '../domain/permissions';
import { isCustomerCode } from '../domain/subscriptions';

/** Where each floor role works: the first of these the person holds as a role is their landing page. */
const ROLE_HUBS: readonly { token: string; path: string }[] = [
  { token: 'driver', path: '/hub/driving' },
  { token: 'picker', path: '/hub/picking' },
  { token: 'packer', path: '/hub/picking' },
];

/** Office staff's start page. */
export const OFFICE_START = '/office-portal';
/** A customer company's home. */
export const CUSTOMER_HOME = '/dashboard/customer';

/**
 * The person's work, by who they are: a customer-level company's dashboard, the driver hub for
 * a driver, the picking hub for a picker or packer, else the office start page. Full access
 * (everything.view / .edit) is office staff, whatever roles it also names.
 * @example workPathOf({ subscriptionCode: 'SUPP', permissions: 'picker,stock-items' }) // '/hub/picking'
 */
export function workPathOf(session: AccessSubject): string {
  if (isCustomerCode(session.subscriptionCode)) return CUSTOMER_HOME;
  const tokens = parsePermissions(session.permissions).map((token) => token.toLowerCase());
  if (session.isGlobalAdmin === true || tokens.some((token) => token.startsWith('everything.')))
    return OFFICE_START;
  return ROLE_HUBS.find((hub) => tokens.includes(hub.token))?.path ?? OFFICE_START;
}

/**
 * Where signing in lands: the place the person asked to return to, or (asked for nothing, or
 * only the marketing home page) their work.
 * @example landingPathAfterSignIn({ subscriptionCode: 'CUST' }, '/') // '/dashboard/customer'
 * @example landingPathAfterSignIn({ subscriptionCode: 'CUST' }, '/invoices') // '/invoices'
 */
export function landingPathAfterSignIn(session: AccessSubject, returnTo: string): string {
  return returnTo === '/' || returnTo === '' ? workPathOf(session) : returnTo;
}
