import { orderSchema } from '../../domain/schemas/order';
import { defineEntity } from '../entity-definition';

/** Orders the company asks a 3PL fulfiller to pick, pack and send from the stock it holds. */
export const fulfillerOrders = defineEntity({
  name: 'fulfiller-orders',
  single: 'fulfiller-order',
  label: 'Fulfiller Orders',
  singleLabel: 'Fulfiller Order',
  service: 'Ordering',
  section: 'Fulfiller/Orders',
  schema: orderSchema,
  permission: 'fulfiller-orders',
  subscription: 'SUPP',
  menuGroup: 'Ordering',
  columns: ['customerOrderNumber', 'buyerID', 'fulfillerID', 'dueDate', 'isConfirmed', 'isDispatched'],
  fields: [
    { name: 'fulfillerID', label: 'Fulfiller', kind: 'reference', required: true, reference: 'public-companies', referenceLabel: 'companyName' },
    { name: 'buyerID', label: 'Customer', kind: 'reference', reference: 'public-companies', referenceLabel: 'companyName', readOnly: true },
    { name: 'customerOrderNumber', label: 'Order Number', kind: 'text', readOnly: true },
    { name: 'purchaseOrderNumber', label: 'Customer PO Number', kind: 'text' },
    { name: 'locationID', label: 'Deliver To', kind: 'reference', reference: 'locations', referenceLabel: 'locationName' },
    { name: 'dueDate', label: 'Due', kind: 'date', required: true },
    { name: 'tagsCSV', label: 'Tags', kind: 'tags' },
    { name: 'isConfirmed', label: 'Confirmed', kind: 'boolean', readOnly: true },
    { name: 'isDispatched', label: 'Dispatched', kind: 'boolean', readOnly: true },
  ],
  filters: [
    { name: 'Unconfirmed', label: 'Unconfirmed', conditions: [{ field: 'isConfirmed', op: 'ne', value: true }] },
    {
      name: 'Confirmed',
      label: 'Confirmed',
      conditions: [
        { field: 'isConfirmed', op: 'eq', value: true },
        { field: 'isDispatched', op: 'ne', value: true },
      ],
    },
    { name: 'Dispatched', label: 'Dispatched', conditions: [{ field: 'isDispatched', op: 'eq', value: true }] },
  ],
  search: ['customerOrderNumber', 'purchaseOrderNumber', 'tagsCSV'],
  sort: { field: 'dueDate', direction: 'desc' },
  parties: ['buyerID', 'sellerID', 'fulfillerID'],
});
