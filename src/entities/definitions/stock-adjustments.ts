import { stockAdjustmentSchema } from '../../domain/schemas/stock-adjustment';
import { defineEntity } from '../entity-definition';

/**
 * The stock ledger: every change of stock is one entry (append-only; a correction is another
 * entry). People record adjustments, waste, holds, receipts and transfers here; picks are
 * recorded by the services from consignments. Stock items are derived from it (server/flows).
 */
export const stockAdjustments = defineEntity({
  name: 'stock-adjustments',
  single: 'stock-adjustment',
  label: 'Stock Adjustments',
  singleLabel: 'Stock Adjustment',
  service: 'StockManaging',
  section: 'Stock/Adjustments',
  schema: stockAdjustmentSchema,
  permission: 'stock-adjustments',
  // A 3PL on the courier level holds its clients' stock and picks it (issue 23 §7).
  subscription: 'COUR',
  menuGroup: 'Stock',
  columns: ['createdOn', 'kind', 'productID', 'batchID', 'quantity', 'reason', 'userID'],
  fields: [
    {
      name: 'kind',
      label: 'Kind',
      kind: 'select',
      options: ['adjusted', 'wasted', 'onHold', 'received', 'transferred', 'produced'],
    },
    {
      name: 'productID',
      label: 'Product',
      kind: 'reference',
      required: true,
      reference: 'products',
      referenceLabel: 'productName',
    },
    { name: 'batchID', label: 'Batch', kind: 'reference', reference: 'batches', referenceLabel: 'batchcode' },
    {
      name: 'locationID',
      label: 'Location',
      kind: 'reference',
      required: true,
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    { name: 'quantity', label: 'Quantity', kind: 'number', required: true },
    { name: 'reason', label: 'Reason', kind: 'text' },
    {
      name: 'toLocationID',
      label: 'To Location',
      kind: 'reference',
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    {
      name: 'userID',
      label: 'Adjusted By',
      kind: 'reference',
      reference: 'users',
      referenceLabel: 'userName',
      readOnly: true,
    },
    { name: 'createdOn', label: 'Adjusted On', kind: 'datetime', readOnly: true },
  ],
  filters: [],
  search: ['reason'],
  sort: { field: 'createdOn', direction: 'desc' },
});
