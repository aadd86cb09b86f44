import { defineEntity } from '../entity-definition';
import { GROUP_PARTS } from '../families/group-family';
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
  ...GROUP_PARTS,
});
