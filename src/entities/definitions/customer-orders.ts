import { orderSchema } from '../../domain/schemas/order';
import { defineEntity } from '../entity-definition';

/** Orders customers place with the company; totals and automatic lines are the server's. */
export const customerOrders = defineEntity({
  name: 'customer-orders',
  single: 'customer-order',
  label: 'Customer Orders',
  singleLabel: 'Customer Order',
  service: 'Ordering',
  section: 'CustomerOrders',
  schema: orderSchema,
  permission: 'customer-orders',
  externalSync: true,
  subscription: 'SUPPFREE',
  menuGroup: 'Ordering',
  // The customer by its agreement, which a new order has from the form (buyerID only once the server sets it).
  columns: ['customerOrderNumber', 'supplyAgreementID', 'purchaseOrderNumber', 'dueDate', 'amountTotal', 'isConfirmed', 'isDispatched'],
  fields: [
    { name: 'supplyAgreementID', label: 'Customer', kind: 'reference', required: true, reference: 'customers', referenceLabel: 'companyName' },
    { name: 'buyerID', label: 'Customer Account', kind: 'reference', reference: 'public-companies', referenceLabel: 'companyName', readOnly: true },
    { name: 'customerOrderNumber', label: 'Order Number', kind: 'text', readOnly: true },
    { name: 'purchaseOrderNumber', label: 'Customer PO Number', kind: 'text' },
    { name: 'locationID', label: 'Deliver To', kind: 'reference', reference: 'locations', referenceLabel: 'locationName' },
    { name: 'dueDate', label: 'Due', kind: 'date', required: true },
    { name: 'isRequestPickup', label: 'Pickup', kind: 'boolean' },
    { name: 'isBuyerCourier', label: 'Customer Arranges Courier', kind: 'boolean' },
    { name: 'fulfillerID', label: 'Fulfiller', kind: 'reference', reference: 'public-companies', referenceLabel: 'companyName' },
    { name: 'tagsCSV', label: 'Tags', kind: 'tags' },
    { name: 'isConfirmed', label: 'Confirmed', kind: 'boolean' },
    { name: 'confirmedOn', label: 'Confirmed On', kind: 'datetime', readOnly: true },
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
  search: ['customerOrderNumber', 'purchaseOrderNumber', 'tagsCSV'],
  sort: { field: 'dueDate', direction: 'desc' },
  parties: ['buyerID', 'sellerID', 'fulfillerID'],
  priced: true,
});
