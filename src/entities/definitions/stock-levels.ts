import { stockTrackedItemSchema } from '../../domain/schemas/stock-item';
import { defineEntity } from '../entity-definition';

/**
 * Stock by product and location: on hand (the stock ledger's units), committed (confirmed
 * orders not picked yet) and available (on hand less committed, src/domain/stock-available.ts),
 * as the services keep them on the stock tracked items.
 */
export const stockLevels = defineEntity({
  name: 'stock-levels',
  single: null,
  label: 'Stock Levels',
  singleLabel: 'Stock Level',
  service: 'StockTracking',
  section: 'Stock/TrackedItems',
  sharesSectionWith: 'stock-tracked-items',
  schema: stockTrackedItemSchema,
  permission: 'stock-items',
  // A 3PL on the courier level holds its clients' stock and picks it (issue 23 §7).
  subscription: 'COUR',
  menuGroup: null,
  columns: ['productID', 'locationID', 'inStock', 'onRequest', 'available'],
  fields: [
    { name: 'inStock', label: 'On Hand', kind: 'number' },
    { name: 'onRequest', label: 'Committed', kind: 'number' },
    { name: 'available', label: 'Available', kind: 'number' },
  ],
  filters: [{ name: 'Short', label: 'Short', conditions: [{ field: 'available', op: 'lt', value: 0 }] }],
  search: [],
});
