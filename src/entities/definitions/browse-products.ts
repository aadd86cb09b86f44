import { productSchema } from '../../domain/schemas/product';
import { defineEntity } from '../entity-definition';

/** Public products anyone can look at without signing in (browse-product/:id). */
export const browseProducts = defineEntity({
  name: 'browse-products',
  single: 'browse-product',
  label: 'Browse Products',
  singleLabel: 'Product',
  service: 'StockManaging',
  section: 'Public/Products',
  schema: productSchema,
  permission: 'products',
  menuGroup: 'Business',
  columns: ['productName', 'abbreviation', 'publicDescription'],
  fields: [
    { name: 'productName', label: 'Product Name', kind: 'text', readOnly: true },
    { name: 'abbreviation', label: 'Abbreviation', kind: 'text', readOnly: true },
    { name: 'publicDescription', label: 'Description', kind: 'multiline', readOnly: true },
  ],
  filters: [],
  search: ['productName', 'abbreviation', 'publicDescription'],
  sort: { field: 'productName', direction: 'asc' },
  isPublic: true,
  cacheDays: 30,
});
