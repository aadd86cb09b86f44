import { stockTrackedItemSchema } from '../../domain/schemas/stock-item';
import { defineEntity } from '../entity-definition';

/** Edits tracked totals in place when they have drifted from a count. */
export const stockTrackedItemsCorrect = defineEntity({
  name: 'stock-tracked-items-correct',
  single: null,
  label: 'Correct Tracked Items',
  singleLabel: 'Tracked Item Correction',
  service: 'StockTracking',
  section: 'Stock/TrackedItems',
  sharesSectionWith: 'stock-tracked-items',
  schema: stockTrackedItemSchema,
  permission: 'stock-items',
  // A 3PL on the courier level holds its clients' stock and picks it (issue 23 §7).
  subscription: 'COUR',
  menuGroup: null,
  columns: ['productID', 'locationID', 'inStock', 'onOrder', 'onRequest', 'consigned'],
  fields: [
    { name: 'inStock', label: 'In Stock', kind: 'number' },
    { name: 'onOrder', label: 'On Order', kind: 'number' },
    { name: 'onRequest', label: 'On Request', kind: 'number' },
    { name: 'consigned', label: 'Consigned', kind: 'number' },
  ],
  filters: [],
  search: [],
});
