import { consignmentSchema } from '../../domain/schemas/consignment';
import { defineEntity } from '../entity-definition';
import { CONSIGNMENT_NUMBERING } from '../families/document-numbering';
import {
  CONSIGNMENT_DUE_FIELDS,
  CONSIGNMENT_PROGRESS_FIELDS,
  NEEDS_PACKING_FILTER,
} from '../families/consignment-fields';
import { DISPATCHED_FILTER } from '../families/order-fields';
import { FLOOR_CONSIGNMENTS } from '../families/sync-scopes';

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
  columns: [
    'consignmentNumber',
    'departureLocationID',
    'destinationLocationID',
    'dueDate',
    'isTransfer',
    'isDispatched',
  ],
  fields: [
    { name: 'consignmentNumber', label: 'Consignment Number', kind: 'text', readOnly: true },
    {
      name: 'departureLocationID',
      label: 'From',
      kind: 'reference',
      required: true,
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    {
      name: 'destinationLocationID',
      label: 'To',
      kind: 'reference',
      required: true,
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    ...CONSIGNMENT_DUE_FIELDS,
    { name: 'isTransfer', label: 'Transfer', kind: 'boolean' },
    { name: 'needsPacking', label: 'Needs Packing', kind: 'boolean' },
    { name: 'isRequestPickup', label: 'Pickup', kind: 'boolean' },
    { name: 'isReadyToOrderCourier', label: 'Ready For Courier', kind: 'boolean' },
    ...CONSIGNMENT_PROGRESS_FIELDS,
  ],
  filters: [
    NEEDS_PACKING_FILTER,
    { name: 'Transfers', label: 'Transfers', conditions: [{ field: 'isTransfer', op: 'eq', value: true }] },
    DISPATCHED_FILTER,
  ],
  search: ['consignmentNumber'],
  sort: { field: 'dueDate', direction: 'desc' },
  archive: 'transfer-archives',
  parties: ['buyerID', 'fulfillmentBuyerID', 'sellerID', 'fulfillerID'],
  numbering: CONSIGNMENT_NUMBERING,
  syncScope: FLOOR_CONSIGNMENTS,
});
