import { defineEntity } from '../entity-definition';
import { roleSchema } from '../schemas/role';

/** Named permission sets given to users. */
export const roles = defineEntity({
  name: 'roles',
  single: 'role',
  label: 'Roles',
  singleLabel: 'Role',
  service: 'Billing',
  section: 'Account/Roles',
  schema: roleSchema,
  permission: 'user-roles',
  menuGroup: 'Account',
  columns: ['roleName', 'roleDescription', 'permissions'],
  fields: [
    { name: 'roleName', label: 'Role Name', kind: 'text', required: true },
    { name: 'roleDescription', label: 'Description', kind: 'multiline' },
    { name: 'permissions', label: 'Permissions', kind: 'tags' },
  ],
  filters: [],
  search: ['roleName', 'roleDescription'],
  sort: { field: 'roleName', direction: 'asc' },
});
