import { orderSchema } from '../../domain/schemas/order';
import { defineEntity } from '../entity-definition';

/** Orders the company places with its suppliers; the supplier confirms and dispatches them. */
export const purchaseOrders = defineEntity({
  name: 'purchase-orders',
  single: 'purchase-order',
  label: 'Purchase Orders',
  singleLabel: 'Purchase Order',
  service: 'Ordering',
  section: 'PurchaseOrders',
  schema: orderSchema,
  permission: 'purchase-orders',
  externalSync: true,
  subscription: 'CUSTFREE',
  menuGroup: 'Ordering',
  columns: ['purchaseOrderNumber', 'sellerID', 'dueDate', 'amountTotal', 'isConfirmed', 'isDispatched'],
  fields: [
    { name: 'supplyAgreementID', label: 'Supplier', kind: 'reference', required: true, reference: 'suppliers', referenceLabel: 'companyName' },
    { name: 'sellerID', label: 'Supplier Account', kind: 'reference', reference: 'public-suppliers', referenceLabel: 'companyName', readOnly: true },
    { name: 'purchaseOrderNumber', label: 'PO Number', kind: 'text' },
    { name: 'customerOrderNumber', label: 'Supplier Order Number', kind: 'text', readOnly: true },
    { name: 'locationID', label: 'Deliver To', kind: 'reference', reference: 'locations', referenceLabel: 'locationName' },
    { name: 'dueDate', label: 'Due', kind: 'date', required: true },
    { name: 'isRequestPickup', label: 'We Pick Up', kind: 'boolean' },
    { name: 'isBuyerCourier', label: 'We Arrange Courier', kind: 'boolean' },
    { name: 'tagsCSV', label: 'Tags', kind: 'tags' },
    { name: 'isConfirmed', label: 'Confirmed', kind: 'boolean', readOnly: true },
    { name: 'isDispatched', label: 'Dispatched', kind: 'boolean', readOnly: true },
    { name: 'subTotal', label: 'Subtotal', kind: 'money', readOnly: true },
    { name: 'taxTotal', label: 'GST', kind: 'money', readOnly: true },
    { name: 'amountTotal', label: 'Total', kind: 'money', readOnly: true },
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
  search: ['purchaseOrderNumber', 'customerOrderNumber', 'tagsCSV'],
  sort: { field: 'dueDate', direction: 'desc' },
  parties: ['buyerID', 'sellerID', 'fulfillerID'],
  priced: true,
});
