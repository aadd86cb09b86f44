import { defineEntity } from '../entity-definition';
import { groupSchema } from '../schemas/group';

/** Option groups of automatic lines: an order gets at most one line from each group. */
export const automaticLineItemGroups = defineEntity({
  name: 'automatic-line-item-groups',
  single: 'automatic-line-item-group',
  label: 'Automatic Line Item Groups',
  singleLabel: 'Automatic Line Item Group',
  service: 'Ordering',
  section: 'AutomaticLineItemGroups',
  schema: groupSchema,
  permission: 'automatic-line-items',
  subscription: 'SUPPFREE',
  menuGroup: 'Items',
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
