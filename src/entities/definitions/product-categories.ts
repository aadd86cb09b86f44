import { productCategorySchema } from '../../domain/schemas/product-category';
import { defineEntity } from '../entity-definition';

/** Categories products are filed under. */
export const productCategories = defineEntity({
  name: 'product-categories',
  single: 'product-category',
  label: 'Product Categories',
  singleLabel: 'Product Category',
  service: 'StockManaging',
  section: 'ProductCategories',
  schema: productCategorySchema,
  permission: 'products',
  subscription: 'SUPPFREE',
  menuGroup: 'Items',
  columns: ['categoryName', 'categoryDescription'],
  fields: [
    { name: 'categoryName', label: 'Category Name', kind: 'text', required: true },
    { name: 'categoryDescription', label: 'Description', kind: 'multiline' },
  ],
  filters: [],
  search: ['categoryName', 'categoryDescription'],
  sort: { field: 'categoryName', direction: 'asc' },
});
