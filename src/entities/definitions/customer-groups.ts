import { defineEntity } from '../entity-definition';
import { groupSchema } from '../schemas/group';

/** Named sets of customers, e.g. the rows of an order sheet or a delivery round. */
export const customerGroups = defineEntity({
  name: 'customer-groups',
  single: 'customer-group',
  label: 'Customer Groups',
  singleLabel: 'Customer Group',
  service: 'Ordering',
  section: 'Customer/Groups',
  schema: groupSchema,
  permission: 'customers',
  subscription: 'SUPPFREE',
  menuGroup: 'Business',
  columns: ['groupName', 'groupDescription', 'sortNumber'],
  fields: [
    { name: 'groupName', label: 'Group Name', kind: 'text', required: true },
    { name: 'groupDescription', label: 'Description', kind: 'multiline' },
    { name: 'sortNumber', label: 'Sort Number', kind: 'number' },
  ],
  filters: [],
  search: ['groupName', 'groupDescription'],
  sort: { field: 'groupName', direction: 'asc' },
});
