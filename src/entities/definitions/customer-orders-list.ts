import { orderSchema } from '../../domain/schemas/order';
import { defineEntity } from '../entity-definition';
import { ORDER_SEARCH, ORDER_STATUS_FILTERS } from '../families/order-fields';

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
  filters: ORDER_STATUS_FILTERS,
  search: ORDER_SEARCH,
  sort: { field: 'dueDate', direction: 'asc' },
});
