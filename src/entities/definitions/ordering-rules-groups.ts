import { defineEntity } from '../entity-definition';
import { orderingRulesGroupSchema } from '../schemas/ordering-rules-group';

/** Order-line rules (e.g. QuantityInIncrements) for tagged products or every line. */
export const orderingRulesGroups = defineEntity({
  name: 'ordering-rules-groups',
  single: 'ordering-rules-group',
  label: 'Ordering Rules Groups',
  singleLabel: 'Ordering Rules Group',
  service: 'Ordering',
  section: 'OrderingRulesGroups',
  schema: orderingRulesGroupSchema,
  permission: 'order-rules',
  subscription: 'SUPPFREE',
  menuGroup: 'Items',
  columns: ['groupName', 'productTags', 'isGlobal'],
  fields: [
    { name: 'groupName', label: 'Group Name', kind: 'text', required: true },
    { name: 'groupDescription', label: 'Description', kind: 'multiline' },
    { name: 'productTags', label: 'Products Tagged', kind: 'tags' },
    { name: 'isGlobal', label: 'Applies To Every Line', kind: 'boolean' },
  ],
  filters: [],
  search: ['groupName', 'groupDescription', 'productTags'],
  sort: { field: 'groupName', direction: 'asc' },
});
