import { defineEntity } from '../entity-definition';
import { userAccountSchema } from '../schemas/user-account';

/** The company's users and their permissions. */
export const users = defineEntity({
  name: 'users',
  single: 'user',
  label: 'Users',
  singleLabel: 'User',
  service: 'Billing',
  section: 'Account/Users',
  // Only a global admin grants permissions; a user with users.edit cannot raise their own.
  adminOnlyFields: ['permissions', 'isGlobalAdmin', 'roleID'],
  schema: userAccountSchema,
  permission: 'users',
  menuGroup: 'Account',
  columns: ['userName', 'firstName', 'lastName', 'email', 'isGlobalAdmin'],
  fields: [
    { name: 'userName', label: 'User Name', kind: 'text', required: true },
    { name: 'firstName', label: 'First Name', kind: 'text' },
    { name: 'lastName', label: 'Last Name', kind: 'text' },
    { name: 'email', label: 'Email', kind: 'email' },
    { name: 'roleID', label: 'Role', kind: 'reference', reference: 'roles', referenceLabel: 'roleName' },
    // A user with a role has the role's permissions as it stands (src/domain/role-permissions.ts); this list is for a user without one.
    { name: 'permissions', label: 'Permissions (without a role)', kind: 'tags' },
    { name: 'isGlobalAdmin', label: 'Global Admin', kind: 'boolean' },
  ],
  filters: [
    {
      name: 'GlobalAdmins',
      label: 'Global Admins',
      conditions: [{ field: 'isGlobalAdmin', op: 'eq', value: true }],
    },
  ],
  search: ['userName', 'firstName', 'lastName', 'email'],
  sort: { field: 'userName', direction: 'asc' },
});
