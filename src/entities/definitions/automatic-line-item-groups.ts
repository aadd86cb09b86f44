import { defineEntity } from '../entity-definition';
import { GROUP_PARTS } from '../families/group-family';
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
  ...GROUP_PARTS,
});
