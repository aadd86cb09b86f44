import { consignmentSchema } from '../../domain/schemas/consignment';
import { defineEntity } from '../entity-definition';

/** Stock moving between the company's own locations (transfers) or out to stock holders. */
export const stockConsignments = defineEntity({
  name: 'stock-consignments',
  single: 'stock-consignment',
  label: 'Stock Consignments',
  singleLabel: 'Stock Consignment',
  service: 'StockManaging',
  section: 'Stock/Consignments',
  schema: consignmentSchema,
  permission: 'consignments',
  subscription: 'SUPP',
  menuGroup: 'Stock',
  columns: ['consignmentNumber', 'departureLocationID', 'destinationLocationID', 'dueDate', 'isTransfer', 'isDispatched'],
  fields: [
    { name: 'consignmentNumber', label: 'Consignment Number', kind: 'text', readOnly: true },
    { name: 'departureLocationID', label: 'From', kind: 'reference', required: true, reference: 'locations', referenceLabel: 'locationName' },
    { name: 'destinationLocationID', label: 'To', kind: 'reference', required: true, reference: 'locations', referenceLabel: 'locationName' },
    { name: 'dueDate', label: 'Due', kind: 'date' },
    { name: 'dueReadyOn', label: 'Ready By', kind: 'datetime' },
    { name: 'isTransfer', label: 'Transfer', kind: 'boolean' },
    { name: 'needsPacking', label: 'Needs Packing', kind: 'boolean' },
    { name: 'isRequestPickup', label: 'Pickup', kind: 'boolean' },
    { name: 'isReadyToOrderCourier', label: 'Ready For Courier', kind: 'boolean' },
    { name: 'pickedOn', label: 'Picked On', kind: 'datetime', readOnly: true },
    { name: 'packedOn', label: 'Packed On', kind: 'datetime', readOnly: true },
    { name: 'readyOn', label: 'Ready On', kind: 'datetime', readOnly: true },
    { name: 'isDispatched', label: 'Dispatched', kind: 'boolean', readOnly: true },
  ],
  filters: [
    {
      name: 'NeedsPacking',
      label: 'Needs Packing',
      conditions: [
        { field: 'needsPacking', op: 'eq', value: true },
        { field: 'isDispatched', op: 'ne', value: true },
      ],
    },
    { name: 'Transfers', label: 'Transfers', conditions: [{ field: 'isTransfer', op: 'eq', value: true }] },
    { name: 'Dispatched', label: 'Dispatched', conditions: [{ field: 'isDispatched', op: 'eq', value: true }] },
  ],
  search: ['consignmentNumber'],
  sort: { field: 'dueDate', direction: 'desc' },
  archive: 'transfer-archives',
  parties: ['buyerID', 'fulfillmentBuyerID'],
});
