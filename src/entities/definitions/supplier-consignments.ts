import { consignmentSchema } from '../../domain/schemas/consignment';
import { defineEntity } from '../entity-definition';
import { FLOOR_CONSIGNMENTS } from '../families/sync-scopes';

/** Consignments suppliers are sending the company; read only for the buyer. */
export const supplierConsignments = defineEntity({
  name: 'supplier-consignments',
  single: 'supplier-consignment',
  label: 'Supplier Consignments',
  singleLabel: 'Supplier Consignment',
  service: 'StockManaging',
  section: 'Supplier/Consignments',
  schema: consignmentSchema,
  permission: 'consignments',
  subscription: 'CUSTFREE',
  menuGroup: 'Dispatch',
  columns: [
    'consignmentNumber',
    'departureLocationID',
    'destinationLocationID',
    'dueDate',
    'readyOn',
    'isDispatched',
  ],
  fields: [
    { name: 'consignmentNumber', label: 'Consignment Number', kind: 'text', readOnly: true },
    {
      name: 'departureLocationID',
      label: 'From',
      kind: 'reference',
      reference: 'locations',
      referenceLabel: 'locationName',
      readOnly: true,
    },
    {
      name: 'destinationLocationID',
      label: 'Deliver To',
      kind: 'reference',
      reference: 'locations',
      referenceLabel: 'locationName',
      readOnly: true,
    },
    { name: 'dueDate', label: 'Due', kind: 'date', readOnly: true },
    { name: 'readyOn', label: 'Ready On', kind: 'datetime', readOnly: true },
    { name: 'isDispatched', label: 'Dispatched', kind: 'boolean', readOnly: true },
  ],
  filters: [
    {
      name: 'Dispatched',
      label: 'Dispatched',
      conditions: [{ field: 'isDispatched', op: 'eq', value: true }],
    },
  ],
  search: ['consignmentNumber'],
  sort: { field: 'dueDate', direction: 'desc' },
  archive: 'receival-consignment-archives',
  parties: ['buyerID', 'fulfillmentBuyerID', 'sellerID', 'fulfillerID'],
  syncScope: FLOOR_CONSIGNMENTS,
});
