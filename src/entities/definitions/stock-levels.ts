import { stockItemSchema } from '../../domain/schemas/stock-item';
import { defineEntity } from '../entity-definition';

/** Stock on hand by product and location, read from the stock items section. */
export const stockLevels = defineEntity({
  name: 'stock-levels',
  single: null,
  label: 'Stock Levels',
  singleLabel: 'Stock Level',
  service: 'StockManaging',
  section: 'Stock/Items',
  sharesSectionWith: 'stock-items',
  schema: stockItemSchema,
  permission: 'stock-items',
  subscription: 'SUPP',
  menuGroup: null,
  columns: ['productID', 'locationID', 'available', 'onHold'],
  fields: [],
  filters: [{ name: 'OnHold', label: 'On Hold', conditions: [{ field: 'onHold', op: 'gt', value: 0 }] }],
  search: [],
});
