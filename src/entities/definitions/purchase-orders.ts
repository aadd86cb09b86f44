import { orderSchema } from '../../domain/schemas/order';
import { defineEntity } from '../entity-definition';
import { ORDER_NUMBERING } from '../families/document-numbering';
import { MONEY_TOTAL_FIELDS } from '../families/money-total-fields';
import { customerHistory } from '../families/sync-scopes';
import {
  ORDER_DELIVERY_FIELDS,
  ORDER_PARTIES,
  ORDER_PARTY_ACCESS,
  ORDER_STATUS_FILTERS,
  PURCHASE_ORDER_VIEW,
} from '../families/order-fields';

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
    {
      name: 'supplyAgreementID',
      label: 'Supplier',
      kind: 'reference',
      required: true,
      reference: 'suppliers',
      referenceLabel: 'companyName',
    },
    {
      name: 'sellerID',
      label: 'Supplier Account',
      kind: 'reference',
      reference: 'public-suppliers',
      referenceLabel: 'companyName',
      readOnly: true,
    },
    // Its list column names the order by the PO number, else the supplier's order number or the due date.
    { name: 'purchaseOrderNumber', label: 'PO Number', kind: 'text', display: 'orderName' },
    { name: 'customerOrderNumber', label: 'Supplier Order Number', kind: 'text', readOnly: true },
    ...ORDER_DELIVERY_FIELDS,
    { name: 'isRequestPickup', label: 'We Pick Up', kind: 'boolean' },
    { name: 'isBuyerCourier', label: 'We Arrange Courier', kind: 'boolean' },
    { name: 'tagsCSV', label: 'Tags', kind: 'tags' },
    { name: 'isConfirmed', label: 'Confirmed', kind: 'boolean', readOnly: true, display: 'orderStatus' },
    { name: 'isDispatched', label: 'Dispatched', kind: 'boolean', readOnly: true },
    { name: 'receivedOn', label: 'Received On', kind: 'datetime' },
    ...MONEY_TOTAL_FIELDS,
  ],
  filters: ORDER_STATUS_FILTERS,
  search: ['purchaseOrderNumber', 'customerOrderNumber', 'tagsCSV'],
  sort: { field: 'dueDate', direction: 'desc' },
  parties: ORDER_PARTIES,
  partyAccess: ORDER_PARTY_ACCESS,
  roleView: PURCHASE_ORDER_VIEW,
  priced: true,
  // Numbered by the seller: a purchase order is the seller's customer order.
  numbering: ORDER_NUMBERING,
  syncScope: customerHistory('dueDate'),
});
