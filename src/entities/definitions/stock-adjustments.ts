import { stockAdjustmentSchema } from '../../domain/schemas/stock-adjustment';
import { defineEntity } from '../entity-definition';

/** Manual stock corrections; the spec gives only who, what, where and when. */
export const stockAdjustments = defineEntity({
  name: 'stock-adjustments',
  single: 'stock-adjustment',
  label: 'Stock Adjustments',
  singleLabel: 'Stock Adjustment',
  service: 'StockManaging',
  section: 'Stock/Adjustments',
  schema: stockAdjustmentSchema,
  permission: 'stock-adjustments',
  subscription: 'SUPP',
  menuGroup: 'Stock',
  columns: ['createdOn', 'productID', 'locationID', 'userID'],
  fields: [
    { name: 'productID', label: 'Product', kind: 'reference', required: true, reference: 'products', referenceLabel: 'productName' },
    { name: 'locationID', label: 'Location', kind: 'reference', required: true, reference: 'locations', referenceLabel: 'locationName' },
    { name: 'userID', label: 'Adjusted By', kind: 'reference', reference: 'users', referenceLabel: 'userName', readOnly: true },
    { name: 'createdOn', label: 'Adjusted On', kind: 'datetime', readOnly: true },
  ],
  filters: [],
  search: [],
  sort: { field: 'createdOn', direction: 'desc' },
});
