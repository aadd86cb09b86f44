import { orderSchema } from '../../domain/schemas/order';
import { defineEntity } from '../entity-definition';
import { archiveWindow } from '../families/sync-scopes';

/** Delivered client orders moved out of the working list; a read-only list. */
export const clientOrderArchives = defineEntity({
  name: 'client-order-archives',
  single: null,
  label: 'Client Order Archives',
  singleLabel: 'Archived Client Order',
  service: 'CourierArchiving',
  section: 'Client/OrderArchives',
  schema: orderSchema,
  permission: 'client-orders',
  subscription: 'COURFREE',
  menuGroup: null,
  columns: ['customerOrderNumber', 'sellerID', 'buyerID', 'dueDate'],
  fields: [],
  filters: [],
  search: ['customerOrderNumber', 'purchaseOrderNumber', 'tagsCSV'],
  sort: { field: 'dueDate', direction: 'desc' },
  parties: ['buyerID', 'sellerID', 'fulfillerID'],
  syncScope: archiveWindow('dueDate'),
});
