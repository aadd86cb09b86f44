import { consignmentSchema } from '../../domain/schemas/consignment';
import { defineEntity } from '../entity-definition';

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
  columns: ['consignmentNumber', 'buyerID', 'destinationLocationID', 'dueDate', 'isReadyToOrderCourier', 'isDispatched'],
  fields: [
    { name: 'consignmentNumber', label: 'Consignment Number', kind: 'text', readOnly: true },
    { name: 'buyerID', label: 'Customer', kind: 'reference', reference: 'public-companies', referenceLabel: 'companyName', readOnly: true },
    { name: 'departureLocationID', label: 'From', kind: 'reference', required: true, reference: 'locations', referenceLabel: 'locationName' },
    { name: 'destinationLocationID', label: 'Deliver To', kind: 'reference', required: true, reference: 'locations', referenceLabel: 'locationName' },
    { name: 'dueDate', label: 'Due', kind: 'date' },
    { name: 'dueReadyOn', label: 'Ready By', kind: 'datetime' },
    { name: 'isRequestPickup', label: 'Pickup', kind: 'boolean' },
    { name: 'isBuyerCourier', label: 'Customer Arranges Courier', kind: 'boolean' },
    { name: 'needsPacking', label: 'Needs Packing', kind: 'boolean' },
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
    {
      name: 'ReadyForCourier',
      label: 'Ready For Courier',
      conditions: [
        { field: 'isReadyToOrderCourier', op: 'eq', value: true },
        { field: 'isDispatched', op: 'ne', value: true },
      ],
    },
    { name: 'Dispatched', label: 'Dispatched', conditions: [{ field: 'isDispatched', op: 'eq', value: true }] },
  ],
  search: ['consignmentNumber'],
  sort: { field: 'dueDate', direction: 'desc' },
  parties: ['buyerID', 'fulfillmentBuyerID'],
});
