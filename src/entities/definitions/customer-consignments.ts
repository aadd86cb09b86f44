import { consignmentSchema } from '../../domain/schemas/consignment';
import { defineEntity } from '../entity-definition';
import { PICKER_MERGE } from '../families/merge-rules';
import { CONSIGNMENT_NUMBERING } from '../families/document-numbering';
import {
  CONSIGNMENT_DUE_FIELDS,
  CONSIGNMENT_PROGRESS_FIELDS,
  NEEDS_PACKING_FILTER,
} from '../families/consignment-fields';
import { DISPATCHED_FILTER } from '../families/order-fields';
import { FLOOR_CONSIGNMENTS } from '../families/sync-scopes';

/** Customer orders being picked, packed and dispatched; the customer may see them too. */
export const customerConsignments = defineEntity({
  name: 'customer-consignments',
  single: 'customer-consignment',
  label: 'Customer Consignments',
  singleLabel: 'Customer Consignment',
  service: 'StockManaging',
  section: 'Customer/Consignments',
  schema: consignmentSchema,
  permission: 'consignments',
  subscription: 'SUPPFREE',
  menuGroup: 'Dispatch',
  columns: [
    'consignmentNumber',
    'buyerID',
    'destinationLocationID',
    'dueDate',
    'isReadyToOrderCourier',
    'isDispatched',
  ],
  fields: [
    { name: 'consignmentNumber', label: 'Consignment Number', kind: 'text', readOnly: true },
    {
      name: 'buyerID',
      label: 'Customer',
      kind: 'reference',
      reference: 'public-companies',
      referenceLabel: 'companyName',
      readOnly: true,
    },
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
      label: 'Deliver To',
      kind: 'reference',
      required: true,
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    ...CONSIGNMENT_DUE_FIELDS,
    { name: 'isRequestPickup', label: 'Pickup', kind: 'boolean' },
    { name: 'isBuyerCourier', label: 'Customer Arranges Courier', kind: 'boolean' },
    { name: 'needsPacking', label: 'Needs Packing', kind: 'boolean' },
    { name: 'isReadyToOrderCourier', label: 'Ready For Courier', kind: 'boolean' },
    ...CONSIGNMENT_PROGRESS_FIELDS,
  ],
  filters: [
    NEEDS_PACKING_FILTER,
    {
      name: 'ReadyForCourier',
      label: 'Ready For Courier',
      conditions: [
        { field: 'isReadyToOrderCourier', op: 'eq', value: true },
        { field: 'isDispatched', op: 'ne', value: true },
      ],
    },
    DISPATCHED_FILTER,
  ],
  search: ['consignmentNumber'],
  sort: { field: 'dueDate', direction: 'desc' },
  parties: ['buyerID', 'fulfillmentBuyerID', 'sellerID', 'fulfillerID'],
  numbering: CONSIGNMENT_NUMBERING,
  mergeRule: PICKER_MERGE,
  syncScope: FLOOR_CONSIGNMENTS,
});
