import { orderSchema } from '../../domain/schemas/order';
import { defineEntity } from '../entity-definition';

/**
 * The purchaser's workspace over purchase orders: unconfirmed orders by supplier and due
 * date, drafted from stock needs. Same records as purchase-orders.
 */
export const purchasingOrders = defineEntity({
  name: 'purchasing-orders',
  single: 'purchasing-order',
  label: 'Purchasing',
  singleLabel: 'Purchasing Order',
  service: 'Ordering',
  section: 'PurchaseOrders',
  sharesSectionWith: 'purchase-orders',
  schema: orderSchema,
  permission: 'purchase-orders',
  subscription: 'CUSTFREE',
  menuGroup: null,
  columns: ['purchaseOrderNumber', 'sellerID', 'locationID', 'dueDate', 'amountTotal', 'isConfirmed'],
  fields: [
    {
      name: 'supplyAgreementID',
      label: 'Supplier',
      kind: 'reference',
      required: true,
      reference: 'suppliers',
      referenceLabel: 'companyName',
    },
    // Its list column names the order by the PO number, else the supplier's order number or the due date.
    { name: 'purchaseOrderNumber', label: 'PO Number', kind: 'text', display: 'orderName' },
    {
      name: 'locationID',
      label: 'Deliver To',
      kind: 'reference',
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    { name: 'dueDate', label: 'Due', kind: 'date', required: true },
    { name: 'tagsCSV', label: 'Tags', kind: 'tags' },
    { name: 'amountTotal', label: 'Total', kind: 'money', readOnly: true },
  ],
  filters: [
    {
      name: 'Unconfirmed',
      label: 'Unconfirmed',
      conditions: [{ field: 'isConfirmed', op: 'ne', value: true }],
    },
    { name: 'Confirmed', label: 'Confirmed', conditions: [{ field: 'isConfirmed', op: 'eq', value: true }] },
  ],
  search: ['purchaseOrderNumber', 'tagsCSV'],
  sort: { field: 'dueDate', direction: 'asc' },
});
