import { orderSchema } from '../../domain/schemas/order';
import { defineEntity } from '../entity-definition';

/** Brings many customer orders in at once (from a file or another system) into customer orders. */
export const customerOrdersImport = defineEntity({
  name: 'customer-orders-import',
  single: null,
  label: 'Import Customer Orders',
  singleLabel: 'Imported Customer Order',
  service: 'Ordering',
  section: 'CustomerOrders',
  sharesSectionWith: 'customer-orders',
  schema: orderSchema,
  permission: 'customer-orders',
  subscription: 'SUPPFREE',
  menuGroup: null,
  columns: ['purchaseOrderNumber', 'supplyAgreementID', 'locationID', 'dueDate'],
  fields: [
    {
      name: 'supplyAgreementID',
      label: 'Customer',
      kind: 'reference',
      required: true,
      reference: 'customers',
      referenceLabel: 'companyName',
    },
    { name: 'purchaseOrderNumber', label: 'Customer PO Number', kind: 'text' },
    {
      name: 'locationID',
      label: 'Deliver To',
      kind: 'reference',
      reference: 'locations',
      referenceLabel: 'locationName',
    },
    { name: 'dueDate', label: 'Due', kind: 'date', required: true },
    { name: 'tagsCSV', label: 'Tags', kind: 'tags' },
  ],
  filters: [],
  search: ['purchaseOrderNumber', 'tagsCSV'],
});
