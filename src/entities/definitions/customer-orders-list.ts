import { orderSchema } from '../../domain/schemas/order';
import { defineEntity } from '../entity-definition';

/** A plain run-sheet list of customer orders by due date; rows open customer-order. */
export const customerOrdersList = defineEntity({
  name: 'customer-orders-list',
  single: null,
  label: 'Customer Orders List',
  singleLabel: 'Customer Order',
  service: 'Ordering',
  section: 'CustomerOrders',
  sharesSectionWith: 'customer-orders',
  schema: orderSchema,
  permission: 'customer-orders',
  subscription: 'SUPPFREE',
  menuGroup: null,
  columns: ['customerOrderNumber', 'buyerID', 'locationID', 'dueDate', 'amountTotal'],
  fields: [],
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
  sort: { field: 'dueDate', direction: 'asc' },
});
