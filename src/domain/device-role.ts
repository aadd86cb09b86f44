import { hasFullAccess, parsePermissions, type AccessSubject } from './permissions';
import { isCustomerCode } from './subscriptions';

/**
 * Whose device a pull is for, read from the session (never from the client's request): it picks
 * the sync scope of each section (src/entities/sync-scope.ts).
 * - driver: a phone that drives journeys (the driver hub's permission, and no office permission);
 * - floor: a warehouse tablet (the picker's or packer's hub);
 * - customer: a customer company's device;
 * - office: everyone else, who reads what their permissions allow.
 */
export type DeviceRole = 'driver' | 'floor' | 'customer' | 'office';

/** Hub permissions of the people who work away from a desk, by the device role they give. */
const FLOOR_HUBS: Readonly<Record<string, DeviceRole>> = {
  driver: 'driver',
  picker: 'floor',
  packer: 'floor',
};

/**
 * Permissions that make someone office staff even when they also hold a floor hub: they plan
 * or sell, so they read whole sections (a dispatcher sees every driver's journeys).
 */
const OFFICE_HUBS: ReadonlySet<string> = new Set([
  'dispatcher',
  'sales-manager',
  'everything.view',
  'everything.edit',
]);

/**
 * The device role of a session. A user holding both a floor hub and an office permission is
 * office staff: the wider scope wins. Driver wins over floor when someone holds both.
 * @example deviceRoleOf({ permissions: 'driver,journeys.edit,deliveries.edit', subscriptionCode: 'SUPP' }) // 'driver'
 * @example deviceRoleOf({ permissions: 'dispatcher,driver,journeys.edit', subscriptionCode: 'SUPP' }) // 'office'
 * @example deviceRoleOf({ permissions: 'everything.edit', subscriptionCode: 'CUST' }) // 'customer'
 */
export function deviceRoleOf(subject: AccessSubject | null | undefined): DeviceRole {
  if (subject === null || subject === undefined) return 'office';
  if (isCustomerCode(subject.subscriptionCode)) return 'customer';
  if (hasFullAccess(subject) || subject.isGlobalAdmin === true) return 'office';
  const tokens = parsePermissions(subject.permissions).map((token) => token.toLowerCase());
  if (tokens.some((token) => OFFICE_HUBS.has(token))) return 'office';
  const roles = tokens
    .map((token) => FLOOR_HUBS[token.replace(/\.edit$/, '')])
    .filter((role) => role !== undefined);
  if (roles.includes('driver')) return 'driver';
  if (roles.includes('floor')) return 'floor';
  return 'office';
}
