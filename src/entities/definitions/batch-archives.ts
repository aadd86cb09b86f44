import { batchSchema } from '../../domain/schemas/batch';
import { defineEntity } from '../entity-definition';
import { archiveWindow } from '../families/sync-scopes';

/** Finished batches moved out of the working list; read only. */
export const batchArchives = defineEntity({
  name: 'batch-archives',
  single: 'batch-archive',
  label: 'Batch Archives',
  singleLabel: 'Archived Batch',
  service: 'StockArchiving',
  section: 'Stock/BatchArchives',
  schema: batchSchema,
  permission: 'stock-batches',
  subscription: 'SUPP',
  menuGroup: 'Stock',
  columns: ['batchcode', 'productID', 'locationID', 'quantity', 'dom', 'exp'],
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
    {
      name: 'locationID',
      label: 'Location',
      kind: 'reference',
      reference: 'locations',
      referenceLabel: 'locationName',
      readOnly: true,
    },
    { name: 'quantity', label: 'Quantity Made', kind: 'number', readOnly: true },
    { name: 'dom', label: 'Made On', kind: 'date', readOnly: true },
    { name: 'exp', label: 'Expires On', kind: 'date', readOnly: true },
  ],
  filters: [],
  search: ['batchcode'],
  sort: { field: 'createdOn', direction: 'desc' },
  syncScope: archiveWindow('createdOn'),
});
