import { defineEntity } from '../entity-definition';
import { GROUP_PARTS } from '../families/group-family';
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
  ...GROUP_PARTS,
});
