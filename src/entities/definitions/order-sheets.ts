import { defineEntity } from '../entity-definition';
import { orderSheetSchema } from '../schemas/order-sheet';

/** Customer-by-product sales grids for an order slot, filled in the order-sheets hub. */
export const orderSheets = defineEntity({
  name: 'order-sheets',
  single: 'order-sheet',
  label: 'Order Sheets',
  singleLabel: 'Order Sheet',
  service: 'Ordering',
  section: 'OrderSheets',
  schema: orderSheetSchema,
  permission: 'order-sheets',
  subscription: 'SUPPFREE',
  menuGroup: 'Items',
  columns: ['orderSheetName', 'orderSlotID', 'customerGroupID', 'productGroupID'],
  fields: [
    { name: 'orderSheetName', label: 'Name', kind: 'text', required: true },
    {
      name: 'orderSlotID',
      label: 'Order Slot',
      kind: 'reference',
      reference: 'order-slots',
      referenceLabel: 'slotName',
    },
    {
      name: 'customerGroupID',
      label: 'Customers',
      kind: 'reference',
      reference: 'customer-groups',
      referenceLabel: 'groupName',
    },
    {
      name: 'productGroupID',
      label: 'Products',
      kind: 'reference',
      reference: 'product-groups',
      referenceLabel: 'groupName',
    },
    { name: 'tags', label: 'Tags', kind: 'tags' },
  ],
  filters: [],
  search: ['orderSheetName', 'tags'],
  sort: { field: 'orderSheetName', direction: 'asc' },
});
