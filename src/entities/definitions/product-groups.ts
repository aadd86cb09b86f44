import { defineEntity } from '../entity-definition';
import { groupSchema } from '../schemas/group';

/** Named sets of products, e.g. the columns of an order sheet. */
export const productGroups = defineEntity({
  name: 'product-groups',
  single: 'product-group',
  label: 'Product Groups',
  singleLabel: 'Product Group',
  service: 'StockManaging',
  section: 'ProductGroups',
  schema: groupSchema,
  permission: 'products',
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
