import { batchSchema } from '../../domain/schemas/batch';
import { defineEntity } from '../entity-definition';

/** Production batches: pending until finished, and can be put on hold. */
export const batches = defineEntity({
  name: 'batches',
  single: 'batch',
  label: 'Batches',
  singleLabel: 'Batch',
  service: 'StockManaging',
  section: 'Stock/Batches',
  schema: batchSchema,
  permission: 'stock-batches',
  // A 3PL on the courier level holds its clients' stock and picks it (issue 23 §7).
  subscription: 'COUR',
  menuGroup: 'Stock',
  columns: ['batchcode', 'productID', 'locationID', 'quantity', 'quantityGoal', 'isPending', 'onHold'],
  fields: [
    { name: 'batchcode', label: 'Batchcode', kind: 'text' },
    {
      name: 'productID',
      label: 'Product',
      kind: 'reference',
      required: true,
      reference: 'products',
      referenceLabel: 'productName',
    },
    {
      name: 'locationID',
      label: 'Location',
      kind: 'reference',
      required: true,
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    { name: 'quantityGoal', label: 'Quantity Goal', kind: 'number' },
    { name: 'quantity', label: 'Quantity Made', kind: 'number' },
    { name: 'dom', label: 'Made On', kind: 'date' },
    { name: 'exp', label: 'Expires On', kind: 'date' },
    { name: 'isPending', label: 'Pending', kind: 'boolean' },
    { name: 'onHold', label: 'On Hold', kind: 'boolean' },
    { name: 'createdOn', label: 'Created On', kind: 'datetime', readOnly: true },
  ],
  filters: [
    { name: 'Pending', label: 'Pending', conditions: [{ field: 'isPending', op: 'eq', value: true }] },
    { name: 'OnHold', label: 'On Hold', conditions: [{ field: 'onHold', op: 'eq', value: true }] },
  ],
  search: ['batchcode'],
  sort: { field: 'createdOn', direction: 'desc' },
  archive: 'batch-archives',
});
