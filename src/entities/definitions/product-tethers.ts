import { productTetherSchema } from '../../domain/schemas/product-tether';
import { defineEntity } from '../entity-definition';

/** Products added to an order in proportion to another product (e.g. a crate per 12 bottles). */
export const productTethers = defineEntity({
  name: 'product-tethers',
  single: 'product-tether',
  label: 'Product Tethers',
  singleLabel: 'Product Tether',
  service: 'StockManaging',
  section: 'ProductTethers',
  schema: productTetherSchema,
  permission: 'products',
  subscription: 'SUPPFREE',
  menuGroup: 'Items',
  columns: ['triggeringProductID', 'tetheredProductID', 'factor', 'quantity'],
  fields: [
    {
      name: 'triggeringProductID',
      label: 'When Ordering',
      kind: 'reference',
      required: true,
      reference: 'products',
      referenceLabel: 'productName',
    },
    {
      name: 'tetheredProductID',
      label: 'Also Add',
      kind: 'reference',
      required: true,
      reference: 'products',
      referenceLabel: 'productName',
    },
    { name: 'factor', label: 'Per This Many', kind: 'number', required: true },
    { name: 'quantity', label: 'Quantity Added', kind: 'number', required: true },
  ],
  filters: [],
  search: [],
});
