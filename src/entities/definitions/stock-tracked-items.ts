import { stockTrackedItemSchema } from '../../domain/schemas/stock-item';
import { defineEntity } from '../entity-definition';

/** Running totals per product and location (in stock, on order, requested, consigned, and available: in stock less requested). */
export const stockTrackedItems = defineEntity({
  name: 'stock-tracked-items',
  single: null,
  label: 'Stock Tracked Items',
  singleLabel: 'Stock Tracked Item',
  service: 'StockTracking',
  section: 'Stock/TrackedItems',
  schema: stockTrackedItemSchema,
  permission: 'stock-items',
  // A 3PL on the courier level holds its clients' stock and picks it (issue 23 §7).
  subscription: 'COUR',
  menuGroup: 'Stock',
  columns: ['productID', 'locationID', 'inStock', 'onOrder', 'onRequest', 'consigned', 'available'],
  fields: [],
  filters: [],
  search: [],
});
