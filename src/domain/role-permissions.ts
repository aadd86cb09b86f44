import { textOf } from './unknown-values';
/**
 * Whose permissions a signed-in user has: a user given a role has that role's permissions as
 * the role stands now, so a global admin's change to the role, or giving the user another role,
 * acts at the user's next request (tokens carry who is calling, never what they may do). A
 * user without a role keeps the list on their own record. A role that is gone, deactivated or
 * another company's grants nothing.
 */

export type UserPermissionSource = { companyAccountID: string; roleID?: unknown; permissions?: unknown };
export type RolePermissionSource = {
  id: string;
  companyAccountID: string;
  isInactive: boolean;
  permissions?: unknown;
};

/**
 * The role a user's record names, or null for a user without one.
 * @example roleIDOf({ companyAccountID: 'c', roleID: 'role-picker' }) // 'role-picker'
 */
export function roleIDOf(user: UserPermissionSource): string | null {
  const roleID = (textOf(user.roleID) ?? '').trim();
  return roleID === '' ? null : roleID;
}

/**
 * The user's permission list now, from their current role (read on each request) or their own record.
 * @example currentPermissions({ companyAccountID: 'c', roleID: 'r', permissions: 'picker,products' }, { id: 'r', companyAccountID: 'c', isInactive: false, permissions: 'picker' }) // 'picker'
 * @example currentPermissions({ companyAccountID: 'c', permissions: 'products' }, null) // 'products'
 */
export function currentPermissions(user: UserPermissionSource, role: RolePermissionSource | null): string {
  const roleID = roleIDOf(user);
  if (roleID === null) return textOf(user.permissions) ?? '';
  if (
    role === null ||
    role.id !== roleID ||
    role.isInactive ||
    role.companyAccountID !== user.companyAccountID
  )
    return '';
  return textOf(role.permissions) ?? '';
}
