import { TAX_TYPE_CHOICES } from '../../domain/tax-type';
import { productSchema } from '../../domain/schemas/product';
import { defineEntity } from '../entity-definition';

/** Adds many products at once (typed in or from the product CSV) into the products section. */
export const newProducts = defineEntity({
  name: 'new-products',
  single: null,
  label: 'New Products',
  singleLabel: 'New Product',
  service: 'StockManaging',
  section: 'Products',
  sharesSectionWith: 'products',
  schema: productSchema,
  permission: 'products',
  subscription: 'SUPPFREE',
  menuGroup: null,
  columns: ['productName', 'abbreviation', 'taxType', 'isSold', 'isAcquired', 'isManufactured'],
  fields: [
    { name: 'productName', label: 'Product Name', kind: 'text', required: true },
    { name: 'abbreviation', label: 'Abbreviation', kind: 'text' },
    { name: 'taxType', label: 'Tax Type', kind: 'select', options: TAX_TYPE_CHOICES },
    { name: 'isSold', label: 'Sold', kind: 'boolean' },
    { name: 'isAcquired', label: 'Acquired', kind: 'boolean' },
    { name: 'isManufactured', label: 'Manufactured', kind: 'boolean' },
    { name: 'isPerishable', label: 'Perishable', kind: 'boolean' },
    { name: 'expiryDays', label: 'Expiry Days', kind: 'number' },
  ],
  filters: [],
  search: ['productName', 'abbreviation'],
});
