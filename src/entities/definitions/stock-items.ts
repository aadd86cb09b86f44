import { stockItemSchema } from '../../domain/schemas/stock-item';
import { defineEntity } from '../entity-definition';

/** Stock of each batch at each location; changed only through imports, picks and adjustments. */
export const stockItems = defineEntity({
  name: 'stock-items',
  single: null,
  label: 'Stock Items',
  singleLabel: 'Stock Item',
  service: 'StockManaging',
  section: 'Stock/Items',
  schema: stockItemSchema,
  permission: 'stock-items',
  // A 3PL on the courier level holds its clients' stock and picks it (issue 23 §7).
  subscription: 'COUR',
  menuGroup: 'Stock',
  columns: ['productID', 'batchID', 'locationID', 'available', 'onHold', 'wasted'],
  fields: [],
  filters: [
    { name: 'OnHold', label: 'On Hold', conditions: [{ field: 'onHold', op: 'gt', value: 0 }] },
    { name: 'Wasted', label: 'Wasted', conditions: [{ field: 'wasted', op: 'gt', value: 0 }] },
  ],
  search: [],
});
