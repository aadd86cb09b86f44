import { defineEntity } from '../entity-definition';
import { BILLABLE_ITEM_LIST_PARTS } from '../families/billable-item-family';
import { billableItemSchema } from '../schemas/billable-item';

/** Work done for clients (deliveries, storage) waiting to be put on a client invoice. */
export const clientBillableItems = defineEntity({
  name: 'client-billable-items',
  single: 'client-billable-item',
  label: 'Client Billable Items',
  singleLabel: 'Client Billable Item',
  service: 'CourierInvoicing',
  section: 'Client/BillableItems',
  schema: billableItemSchema,
  permission: 'billable-items',
  subscription: 'COURFREE',
  menuGroup: 'Invoicing',
  columns: ['createdOn', 'description', 'buyerID', 'quantity', 'unitPrice', 'amountTotal', 'isInvoiced'],
  fields: [
    { name: 'description', label: 'Description', kind: 'text', required: true },
    { name: 'buyerID', label: 'Client', kind: 'reference', required: true, reference: 'public-companies', referenceLabel: 'companyName' },
    { name: 'quantity', label: 'Quantity', kind: 'number', required: true },
    { name: 'unitPrice', label: 'Unit Price', kind: 'money', required: true },
    { name: 'taxType', label: 'Tax Type', kind: 'select', options: ['GST'] },
    { name: 'tags', label: 'Tags', kind: 'tags' },
    { name: 'amountTotal', label: 'Amount', kind: 'money', readOnly: true },
    { name: 'createdOn', label: 'Created On', kind: 'datetime', readOnly: true },
    { name: 'isInvoiced', label: 'Invoiced', kind: 'boolean', readOnly: true },
  ],
  ...BILLABLE_ITEM_LIST_PARTS,
  parties: ['buyerID', 'sellerID'],
});
