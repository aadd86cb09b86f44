import { batchSchema } from '../../domain/schemas/batch';
import { defineEntity } from '../entity-definition';

/**
 * Where a batch went (batch-tracking/:id takes a batch id): the batch with its
 * consignments and deliveries, read from the batches section.
 */
export const batchTrackings = defineEntity({
  name: 'batch-trackings',
  single: 'batch-tracking',
  label: 'Batch Tracking',
  singleLabel: 'Batch Tracking',
  service: 'StockManaging',
  section: 'Stock/Batches',
  sharesSectionWith: 'batches',
  schema: batchSchema,
  permission: 'stock-batches',
  // A 3PL on the courier level holds its clients' stock and picks it (issue 23 §7).
  subscription: 'COUR',
  menuGroup: null,
  columns: ['batchcode', 'productID', 'locationID', 'quantity', 'exp'],
  fields: [
    { name: 'batchcode', label: 'Batchcode', kind: 'text', readOnly: true },
    {
      name: 'productID',
      label: 'Product',
      kind: 'reference',
      reference: 'products',
      referenceLabel: 'productName',
      readOnly: true,
    },
    { name: 'dom', label: 'Made On', kind: 'date', readOnly: true },
    { name: 'exp', label: 'Expires On', kind: 'date', readOnly: true },
  ],
  filters: [],
  search: ['batchcode'],
  sort: { field: 'createdOn', direction: 'desc' },
});
